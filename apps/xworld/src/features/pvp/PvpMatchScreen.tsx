// /pvp/detail?id=: one match. Its stake and prize, both sides, joining a free side (confirmed, one
// submission), and how it ended: the result and the payout. A server component: the server reads the
// match as the player the login cookies name and renders it there (ServerPlayerContent keeps it while
// this render is that player's), and renders it again every 3 s while it runs (RefreshingEvery, as the
// browser's read re-reads it). Its client code: the player's balance and the sides' Join buttons with
// their confirmation, parts loaded after start (a join renders the page again on the server). A guest,
// another login or a failed read gets the browser's read (PvpMatchFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { PvpMatchFirst } from "./load-pvp-match";
import { MatchBalancePart } from "./MatchBalancePart";
import { MatchMissing } from "./MatchMissing";
import { MatchOutcome } from "./MatchOutcome";
import { MatchPlayPart } from "./MatchPlayPart";
import { MatchSummary } from "./MatchSummary";
import { isLive, LIVE_REFRESH_MS } from "./pvp-rules";
import { PvpMatchFromBrowser } from "./PvpMatchFromBrowser";
import { RefreshingEvery } from "@repo/app-shell/refreshing-every";

export interface PvpMatchScreenProps {
  locale: Locale;
  matchId: number | null;
  /** The match as the server read it with the player's login cookies (none for a guest). */
  first?: PlayerFirst<PvpMatchFirst> | null;
}

export function PvpMatchScreen({ locale, matchId, first }: PvpMatchScreenProps) {
  const match = first?.data.match;
  let content;
  if (matchId === null || first?.data.missing) content = <MatchMissing locale={locale} />;
  else {
    const fromBrowser = <PvpMatchFromBrowser locale={locale} matchId={matchId} />;
    content =
      first && match ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <MatchSummary locale={locale} match={match} balance={<MatchBalancePart locale={locale} coin={match.coin_name} />} />
          <MatchPlayPart locale={locale} match={match} refreshPage />
          <MatchOutcome locale={locale} match={match} />
          {isLive(match) ? <RefreshingEvery ms={LIVE_REFRESH_MS} /> : null}
        </ServerPlayerContent>
      ) : (
        fromBrowser
      );
  }
  return (
    <PageFrame locale={locale} back="/pvp" heading={<Trans>PvP match</Trans>}>
      {content}
    </PageFrame>
  );
}
