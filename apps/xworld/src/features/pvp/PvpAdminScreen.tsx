// /pvp/admin (exempt from the app-version gate): a host opens matches and settles or cancels them. A
// server component: the server reads the match settings and the player's hosted matches with the login
// cookies and renders them there (ServerPlayerContent keeps them while this render is that player's), and
// renders the page again every 10 s (players join meanwhile). Its client code: the form that opens a match
// and each match's settle and cancel, parts loaded after start (each renders the page again on the
// server). A guest, another login or a failed read gets the browser's read (PvpAdminFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { HostedMatchesCard } from "./HostedMatchesCard";
import { HostedMatchView } from "./HostedMatchView";
import type { PvpAdminFirst } from "./load-pvp-admin";
import { CreateMatchFormPart, HostActionsPart, PvpAdminFromBrowser } from "./PvpAdminParts";
import { HOSTED_REFRESH_MS } from "./pvp-rules";
import { RefreshingEvery } from "@repo/app-shell/refreshing-every";

export interface PvpAdminScreenProps {
  locale: Locale;
  /** The settings and hosted matches as the server read them with the player's login cookies (none for a guest). */
  first?: PlayerFirst<PvpAdminFirst> | null;
}

export function PvpAdminScreen({ locale, first }: PvpAdminScreenProps) {
  const config = first?.data.config;
  const hosted = first?.data.hosted;
  const fromBrowser = <PvpAdminFromBrowser locale={locale} />;
  return (
    <PageFrame locale={locale} back="/pvp" heading={<Trans>Host matches</Trans>}>
      {first && config && hosted ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <CreateMatchFormPart locale={locale} coins={config.coins} feeBps={config.fee_bps} renderPage />
          <HostedMatchesCard count={hosted.list.length}>
            {hosted.list.map((match) => (
              <HostedMatchView key={match.match_id} locale={locale} match={match} actions={<HostActionsPart locale={locale} match={match} renderPage />} />
            ))}
          </HostedMatchesCard>
          <RefreshingEvery ms={HOSTED_REFRESH_MS} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
