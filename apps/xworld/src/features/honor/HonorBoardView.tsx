// The honor board: players by honor points, the player's own row pinned under it. No client code of its
// own: rendered on the server (the page's read for the player) and in the browser (HonorBoardRead).
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { honorEndpoints } from "@repo/api-client/endpoints/honor";
import { formatCount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { RankedList, type RankedRow } from "@repo/ui/ranked-list";
import { ownRankedRow } from "@repo/ui/ranked-list/own-row";

export type HonorBoard = ResponseOf<typeof honorEndpoints.board>;

/** `ownName`: the player's name for their row when they are not on the board's page. */
export function HonorBoardView({ board, ownName, locale }: { board: HonorBoard; ownName: string; locale: Locale }) {
  const { t } = useLingui();
  // The badge count on a line of its own under the name, and "honor" under the points: beside the points
  // they left the name four letters ("360 kehormatan" in Indonesian).
  const unit = t({ message: "honor", context: "unit under honor points" });
  const rows: RankedRow[] = board.list.map((row) => {
    const badges = row.badges;
    return {
      id: row.user_id,
      rank: row.rank,
      name: row.username,
      avatar: row.avatar || undefined,
      value: formatCount(row.honor_points, locale),
      unit,
      detail: t({ message: plural(badges, { one: "# badge", other: "# badges" }) }),
    };
  });
  const own = ownRankedRow(rows, board.my_rank, ownName, formatCount(board.my_points, locale), unit);
  return (
    <Card flush>
      <RankedList label={t`Honor board`} rows={rows} own={own} empty={<EmptyState title={<Trans>Nobody has honor yet.</Trans>} />} />
    </Card>
  );
}
