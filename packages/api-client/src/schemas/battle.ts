// Battles (battle service). Spec: not shown — every payload. Choice: one battle a day (UTC); a player
// enters it for an entry fee, each entry is a run that scores points, the best run counts on the
// leaderboard, and when the day ends the top ranks share the prize pool (settled once).
import { z } from "zod/mini";
import { unixTime } from "./common";

export const BATTLE_STATUSES = ["running", "ended"] as const;

export const battlePrize = z.object({
  rank: z.number(),
  /** Share of the pool in basis points. */
  share_bps: z.number(),
  /** The share of the pool as it stands now (decimal string). */
  amount: z.string(),
});

export const battle = z.object({
  battle_id: z.number(),
  title: z.string(),
  coin_name: z.string(),
  entry_fee: z.string(),
  /** The guaranteed pool plus the house's share of the entry fees paid so far. */
  prize_pool: z.string(),
  starts_at: unixTime,
  ends_at: unixTime,
  status: z.enum(BATTLE_STATUSES),
  /** Players with at least one entry. */
  players: z.number(),
  /** Entries one player may make in this battle. */
  max_entries: z.number(),
  prizes: z.array(battlePrize),
  my_entries: z.number(),
  /** The caller's best score (null before their first entry). */
  my_best: z.nullable(z.number()),
  my_rank: z.nullable(z.number()),
});

export const battleEntry = z.object({
  /** The run's number in this battle (1 for the first). */
  entry_id: z.number(),
  battle_id: z.number(),
  score: z.number(),
  /** The caller's best score after this run. */
  best_score: z.number(),
  /** This run beat the caller's earlier best (or was the first). */
  is_best: z.boolean(),
  rank: z.number(),
  entries_left: z.number(),
});

export const battleRankRow = z.object({
  rank: z.number(),
  user_id: z.number(),
  username: z.string(),
  avatar: z.string(),
  score: z.number(),
});

export const battleRecord = z.object({
  battle_id: z.number(),
  title: z.string(),
  coin_name: z.string(),
  status: z.enum(BATTLE_STATUSES),
  ends_at: unixTime,
  entries: z.number(),
  /** Entry fees the player paid in this battle. */
  fees_paid: z.string(),
  best_score: z.number(),
  /** Rank now (running) or final (ended). */
  rank: z.nullable(z.number()),
  /** What the player won once it ended (null: nothing, or not ended yet). */
  prize: z.nullable(z.string()),
});

export type Battle = z.infer<typeof battle>;
export type BattlePrize = z.infer<typeof battlePrize>;
export type BattleEntry = z.infer<typeof battleEntry>;
export type BattleRankRow = z.infer<typeof battleRankRow>;
export type BattleRecord = z.infer<typeof battleRecord>;
