"use client";
// The bet ranking (bet_ranking_list) with the player's own rank pinned.
import { useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { type ServerAnswerOptions, useApiQuery } from "@repo/api-client/react";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { RankedList, type RankedRow } from "@repo/ui/ranked-list";
import { ownRankedRow } from "@repo/ui/ranked-list/own-row";
import { SkeletonText } from "@repo/ui/skeleton";
import type { ReactNode } from "react";

/** `server`: the page's server read of the ranking (`usePlayerFirst(first).answer(…)`). */
export function BetRanking({ locale, server }: { locale: Locale; server: ServerAnswerOptions<ResponseOf<typeof luckyBearLobbyEndpoints.betRankingList>> }) {
  const { t } = useLingui();
  const userName = useSessionValue("userName");
  const ranking = useApiQuery(luckyBearLobbyEndpoints.betRankingList, {}, server);
  let content: ReactNode;
  if (ranking.isError) content = <ErrorState title={t`The ranking could not load.`} onRetry={() => void ranking.refetch()} retrying={ranking.isFetching} />;
  else if (!ranking.data) content = <SkeletonText lines={5} className="p-16" />;
  else {
    const rows: RankedRow[] = ranking.data.list.map((entry) => ({
      id: entry.user_id,
      rank: entry.rank,
      name: entry.username,
      avatar: entry.avatar || undefined,
      value: formatAmount(entry.bet_amount, { locale }),
    }));
    const myRank = ranking.data.my_rank;
    // Spec: not shown — the player's own bet when they are off the board. Choice: their rank only.
    const own = ownRankedRow(rows, myRank, userName ?? t`You`);
    content = <RankedList label={t`Bet ranking`} rows={rows} own={own} empty={<EmptyState title={t`Nobody is ranked yet.`} />} />;
  }
  return (
    <Card title={t`Bet ranking`} flush>
      {content}
    </Card>
  );
}
