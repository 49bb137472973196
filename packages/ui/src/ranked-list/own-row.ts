import type { RankedRow } from "./RankedList";

/**
 * The player's row to pin under a board: their row when they are on it (its value and detail), else their
 * rank with their name and the value (and its unit) the caller knows (empty when none). Null when the player is
 * not ranked.
 */
export function ownRankedRow(rows: readonly RankedRow[], myRank: number | null, name: string, value = "", unit?: string): RankedRow | null {
  if (myRank === null) return null;
  const onBoard = rows.find((row) => row.rank === myRank);
  if (onBoard) return { ...onBoard, id: "me" };
  return { id: "me", rank: myRank, name, value, ...(unit ? { unit } : {}) };
}
