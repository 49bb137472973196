"use client";
// The championship's billboard (champ/billboard) with the player's own rank pinned under it.
import { useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { type ServerAnswerOptions, useApiQuery } from "@repo/api-client/react";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { ownRankedRow } from "@repo/ui/ranked-list/own-row";
import { RankedList, type RankedRow } from "@repo/ui/ranked-list";
import { SkeletonText } from "@repo/ui/skeleton";
import type { ReactNode } from "react";

interface ChampBoardProps {
  locale: Locale;
  champId: number;
  myScore: string;
  /** The page's server read of the billboard (`usePlayerFirst(first).answer(…)`). */
  server: ServerAnswerOptions<ResponseOf<typeof luckyBearRewardEndpoints.champBillboard>>;
}

export function ChampBoard({ locale, champId, myScore, server }: ChampBoardProps) {
  const { t } = useLingui();
  const userName = useSessionValue("userName");
  const board = useApiQuery(luckyBearRewardEndpoints.champBillboard, { champ_id: champId }, server);
  const amount = (value: string) => formatAmount(value, { locale });

  let content: ReactNode;
  if (board.isError) content = <ErrorState title={t`The billboard could not load.`} onRetry={() => void board.refetch()} retrying={board.isFetching} />;
  else if (!board.data) content = <SkeletonText lines={5} className="p-16" />;
  else {
    const rows: RankedRow[] = board.data.list.map((entry) => ({ id: entry.user_id, rank: entry.rank, name: entry.username, avatar: entry.avatar || undefined, value: amount(entry.score) }));
    const myRank = board.data.my_rank;
    const own = ownRankedRow(rows, myRank, userName ?? t`You`, amount(myScore));
    content = <RankedList label={t`Billboard`} rows={rows} own={own} empty={<EmptyState title={t`Nobody is ranked yet.`} />} />;
  }
  return (
    <Card title={t`Billboard`} flush>
      {content}
    </Card>
  );
}
