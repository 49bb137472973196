// /user/bindCode (login-required): a player who signed up without an inviter's code names their inviter
// once. Who invited them shows instead once there is someone; their own code is there to share. A server
// component: the server reads the binding with the player's login cookies and renders it there
// (ServerPlayerContent keeps it while this render is that player's); the code form is a part loaded after
// start (CodeFormPart), drawn by the server until then. A guest, another login or a failed read gets the
// browser's read (BindingFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { BindingFromBrowser, CodeFormPart } from "./BindCodeParts";
import { BindingView } from "./BindingView";
import { CodeFormSkeleton } from "./CodeFormSkeleton";
import type { BindingFirst } from "./load-invite-binding";

export function BindCodeScreen({ locale, first }: { locale: Locale; first?: PlayerFirst<BindingFirst> | null }) {
  const fromBrowser = <BindingFromBrowser locale={locale} placeholder={<FormSkeleton />} />;
  const binding = first?.data.binding;
  return (
    <PageFrame locale={locale} back="/me" heading={<Trans>Inviter's code</Trans>}>
      {first && binding ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <BindingView locale={locale} binding={binding} form={<CodeFormPart locale={locale} placeholder={<CodeFormSkeleton />} />} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
