// The bet ranking (bet_ranking_list) with the player's own rank pinned. No client code of its own:
// rendered on the server (the page's read for the player) and in the browser (BetRankingRead).
import { useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { RankedList, type RankedRow } from "@repo/ui/ranked-list";
import { ownRankedRow } from "@repo/ui/ranked-list/own-row";
import type { ReactNode } from "react";

export type BetRanking = ResponseOf<typeof luckyBearLobbyEndpoints.betRankingList>;

/** The card around the ranking (or its loading or error state). */
export function BetRankingCard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Card title={t`Bet ranking`} flush>
      {children}
    </Card>
  );
}

/** `ownName`: the player's name for their row when they are off the board's page. */
export function BetRankingView({ locale, ranking, ownName }: { locale: Locale; ranking: BetRanking; ownName: string }) {
  const { t } = useLingui();
  const rows: RankedRow[] = ranking.list.map((entry) => ({
    id: entry.user_id,
    rank: entry.rank,
    name: entry.username,
    avatar: entry.avatar || undefined,
    value: formatAmount(entry.bet_amount, { locale }),
  }));
  // Spec: not shown — the player's own bet when they are off the board. Choice: their rank only.
  const own = ownRankedRow(rows, ranking.my_rank, ownName);
  return <RankedList label={t`Bet ranking`} rows={rows} own={own} empty={<EmptyState title={t`Nobody is ranked yet.`} />} />;
}
