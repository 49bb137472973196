// Item schemas of the prize-pool service. Amounts are decimal strings; times unix seconds.
import { z } from "zod/mini";
import { unixTime } from "./common";

export const POOL_STATUSES = ["running", "ended"] as const;

export const pool = z.object({
  pool_id: z.number(),
  title: z.string(),
  icon: z.string(),
  status: z.enum(POOL_STATUSES),
  start_at: unixTime,
  end_at: unixTime,
  /** Everything the pool pays out when it ends, in `prize_coin`. */
  prize: z.string(),
  prize_coin: z.string(),
  /** What one share costs, in `share_coin`. */
  share_price: z.string(),
  share_coin: z.string(),
  /** The most shares one player may hold, bought and earned with tasks together. */
  max_shares: z.number(),
  total_shares: z.number(),
  participants: z.number(),
  /** The caller's shares; 0 for a signed-out reader. */
  my_shares: z.number(),
});

/**
 * A task that earns shares of a pool. `not_done`: the player has not finished it (task service);
 * `ready`: finished, the shares can be taken once; `joined`: taken.
 */
export const POOL_TASK_STATUSES = ["not_done", "ready", "joined"] as const;

export const poolTask = z.object({
  task_id: z.number(),
  title: z.string(),
  shares: z.number(),
  status: z.enum(POOL_TASK_STATUSES),
});

export const poolWinner = z.object({
  rank: z.number(),
  username: z.string(),
  shares: z.number(),
  prize: z.string(),
});

/** What an ended pool paid: the biggest holders, the caller's part and whether they received it. */
export const poolResult = z.object({
  winners: z.array(poolWinner),
  /** The caller's part of the prize, in `prize_coin`; "0" without a share. */
  my_prize: z.string(),
  received: z.boolean(),
});

export const poolDetail = z.extend(pool, {
  tasks: z.array(poolTask),
  /** Null while the pool runs. */
  result: z.nullable(poolResult),
});

export const poolJoinResult = z.object({
  pool_id: z.number(),
  my_shares: z.number(),
  total_shares: z.number(),
  /** What left the balance ("0" for a task). */
  paid: z.string(),
  paid_coin: z.string(),
});

export type Pool = z.infer<typeof pool>;
export type PoolStatus = Pool["status"];
export type PoolTask = z.infer<typeof poolTask>;
export type PoolWinner = z.infer<typeof poolWinner>;
export type PoolResult = z.infer<typeof poolResult>;
export type PoolDetail = z.infer<typeof poolDetail>;
export type PoolJoinResult = z.infer<typeof poolJoinResult>;
