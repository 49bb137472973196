// Today's battle leaderboard by best score, the player's own row pinned under it. No client code of its
// own: rendered on the server (the page's read for the player) and in the browser (BattleRankRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { battleEndpoints } from "@repo/api-client/endpoints/battle";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { RankedList, type RankedRow } from "@repo/ui/ranked-list";
import { ownRankedRow } from "@repo/ui/ranked-list/own-row";

export type BattleBoard = ResponseOf<typeof battleEndpoints.rank>;

/** `ownName`: the player's name for their row when they are not on the board's page. */
export function BattleRankView({ board, ownName }: { board: BattleBoard; ownName: string }) {
  const { t } = useLingui();
  const rows: RankedRow[] = board.list.map((row) => {
    const score = row.score;
    return { id: row.user_id, rank: row.rank, name: row.username, avatar: row.avatar || undefined, value: t`${score} pts` };
  });
  const myScore = board.my_score;
  const own = ownRankedRow(rows, board.my_rank, ownName, myScore === null ? "" : t`${myScore} pts`);
  return (
    <Card flush>
      <RankedList
        label={t`Battle leaderboard`}
        rows={rows}
        own={own}
        empty={<EmptyState title={<Trans>Nobody has entered today's battle yet.</Trans>} description={<Trans>Be the first.</Trans>} />}
      />
    </Card>
  );
}
