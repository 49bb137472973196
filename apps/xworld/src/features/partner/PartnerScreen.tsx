// /partner: the partner program (what partners earn, by tier), the player's application and its status,
// and applying (again after a rejection). A server component: the server reads the program and the
// player's application with the login cookies and renders them there (PartnerView; ServerPlayerContent
// keeps it while this render is that player's), and renders the page again every 30 s while the
// application is under review. Its client code: the application form, a part loaded after start (an
// application renders the page again on the server). A guest, another login or a failed read gets the
// browser's read (PartnerFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { RefreshingEvery } from "@repo/app-shell/refreshing-every";
import { ApplyFormPart } from "./ApplyFormPart";
import type { PartnerFirst } from "./load-partner";
import { PartnerFromBrowser } from "./PartnerFromBrowser";
import { PENDING_REFRESH_MS } from "./partner-rules";
import { PartnerView } from "./PartnerView";

export interface PartnerScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<PartnerFirst> | null;
}

export function PartnerScreen({ locale, first }: PartnerScreenProps) {
  const info = first?.data.info;
  const fromBrowser = <PartnerFromBrowser locale={locale} />;
  return (
    <PageFrame locale={locale} heading={<Trans>Partner program</Trans>}>
      {first && info ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <PartnerView locale={locale} info={info} apply={<ApplyFormPart renderPage />} />
          {info.application?.status === "pending" ? <RefreshingEvery ms={PENDING_REFRESH_MS} /> : null}
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
