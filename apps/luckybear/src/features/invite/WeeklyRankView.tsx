// This week's best inviters on the kit's RankedList, the player's own rank pinned under the board. No
// client code: rendered on the server from its read, and in the browser by WeeklyRankCard.
import { useLingui } from "@lingui/react/macro";
import { formatCount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import { RankedList, type RankedRow } from "@repo/ui/ranked-list";
import { ownRankedRow } from "@repo/ui/ranked-list/own-row";
import type { WeeklyRank } from "./invite-reads";

/** `userName`: the player's name for their pinned row ("You" when unknown). */
export function WeeklyRankView({ locale, rank, userName }: { locale: Locale; rank: WeeklyRank; userName: string | undefined }) {
  const { t } = useLingui();
  const rows: RankedRow[] = rank.list.map((entry) => ({
    id: entry.user_id,
    rank: entry.rank,
    name: entry.username,
    avatar: entry.avatar || undefined,
    // The board's title says what the number counts: friends invited this week.
    value: formatCount(entry.invited_count, locale),
  }));
  const own = ownRankedRow(rows, rank.my_rank, userName ?? t`You`);
  return <RankedList label={t`Best inviters this week`} rows={rows} own={own} empty={<EmptyState title={t`Nobody has invited a friend this week yet.`} />} />;
}
