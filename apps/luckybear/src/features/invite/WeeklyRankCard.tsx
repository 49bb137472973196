"use client";
// This week's best inviters (invite_weekly_rank) with the player's own rank pinned under the board.
import { formatCount } from "@repo/i18n/format-amount";
import { useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { type ServerAnswerOptions, useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { RankedList, type RankedRow } from "@repo/ui/ranked-list";
import { ownRankedRow } from "@repo/ui/ranked-list/own-row";
import { SkeletonText } from "@repo/ui/skeleton";
import type { ReactNode } from "react";

/** `server`: the invite page's server read of the board for a player (`usePlayerFirst(first).answer(…)`), if any. */
export function WeeklyRankCard({ locale, server = {} }: { locale: Locale; server?: ServerAnswerOptions<ResponseOf<typeof luckyBearInviteEndpoints.inviteWeeklyRank>> }) {
  const { t } = useLingui();
  const userName = useSessionValue("userName");
  const rank = useApiQuery(luckyBearInviteEndpoints.inviteWeeklyRank, {}, server);
  const count = (invited: number) => formatCount(invited, locale);
  let content: ReactNode;
  if (rank.isError && !rank.data) content = <ErrorState title={t`The weekly ranking could not load.`} onRetry={() => void rank.refetch()} retrying={rank.isFetching} />;
  else if (!rank.data) content = <SkeletonText lines={5} className="p-16" />;
  else {
    const rows: RankedRow[] = rank.data.list.map((entry) => ({
      id: entry.user_id,
      rank: entry.rank,
      name: entry.username,
      avatar: entry.avatar || undefined,
      // The board's title says what the number counts: friends invited this week.
      value: count(entry.invited_count),
    }));
    const own = ownRankedRow(rows, rank.data.my_rank, userName ?? t`You`);
    content = <RankedList label={t`Best inviters this week`} rows={rows} own={own} empty={<EmptyState title={t`Nobody has invited a friend this week yet.`} />} />;
  }
  return (
    <Card title={t`Best inviters this week`} flush>
      {content}
    </Card>
  );
}
