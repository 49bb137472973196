// /user/withdraw-payment (login-required, no loading overlay): which payment method a withdrawal goes
// to. The choice returns to the withdrawal it came from (?back=), with its coin and amount kept.
// A server component: the server reads the player's methods with the request's login cookies and draws
// them (ServerPlayerContent keeps them while this render is that player's), or the way to add one; the
// choice is its client code, loaded after start (the methods drawn by the server until then). A guest,
// another login or a failed read get the browser's read (ChooseMethodFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { ChooseMethodEmpty } from "./ChooseMethodEmpty";
import { ChooseMethodFormSkeleton } from "./ChooseMethodFormSkeleton";
import { ChooseMethodFormPart, ChooseMethodFromBrowser } from "./ChooseMethodParts";
import type { ChooseMethodFirst } from "./load-choose-method";
import { PAYMENT_PATHS, type PayoutFlow } from "./payment-paths";

export interface ChooseMethodScreenProps {
  locale: Locale;
  back: PayoutFlow;
  coin: string | null;
  amount: string | null;
  methodId: number | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<ChooseMethodFirst> | null;
}

export function ChooseMethodScreen({ first, ...choice }: ChooseMethodScreenProps) {
  const { locale, back, methodId } = choice;
  const fromBrowser = <ChooseMethodFromBrowser {...choice} placeholder={<FormSkeleton />} />;
  const methods = first?.data.methods?.list;
  return (
    <PageFrame locale={locale} back={PAYMENT_PATHS[back]} heading={<Trans>Choose a payment method</Trans>}>
      {first && methods ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          {methods.length === 0 ? (
            <ChooseMethodEmpty locale={locale} back={back} />
          ) : (
            <ChooseMethodFormPart {...choice} methods={methods} placeholder={<ChooseMethodFormSkeleton methods={methods} methodId={methodId} />} />
          )}
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
