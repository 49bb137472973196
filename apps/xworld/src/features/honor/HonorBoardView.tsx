// The honor board: players by honor points, the player's own row pinned under it. No client code of its
// own: rendered on the server (the page's read for the player) and in the browser (HonorBoardRead).
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { honorEndpoints } from "@repo/api-client/endpoints/honor";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { RankedList, type RankedRow } from "@repo/ui/ranked-list";
import { ownRankedRow } from "@repo/ui/ranked-list/own-row";

export type HonorBoard = ResponseOf<typeof honorEndpoints.board>;

/** `ownName`: the player's name for their row when they are not on the board's page. */
export function HonorBoardView({ board, ownName }: { board: HonorBoard; ownName: string }) {
  const { t } = useLingui();
  const rows: RankedRow[] = board.list.map((row) => {
    const points = row.honor_points;
    const badges = row.badges;
    // The badge count on a line of its own under the name: beside the points it left the name four letters.
    return {
      id: row.user_id,
      rank: row.rank,
      name: row.username,
      avatar: row.avatar || undefined,
      value: t`${points} honor`,
      detail: t({ message: plural(badges, { one: "# badge", other: "# badges" }) }),
    };
  });
  const myPoints = board.my_points;
  const own = ownRankedRow(rows, board.my_rank, ownName, t`${myPoints} honor`);
  return (
    <Card flush>
      <RankedList label={t`Honor board`} rows={rows} own={own} empty={<EmptyState title={<Trans>Nobody has honor yet.</Trans>} />} />
    </Card>
  );
}
