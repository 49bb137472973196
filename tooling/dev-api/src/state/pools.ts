// Prize pools: shares bought with coins or earned with tasks; when a pool ends (by the clock) its
// prize is split in proportion to the shares, rounded down to the prize coin's decimals, and each
// holder receives their part once.
import type { TaskItem } from "@repo/api-client/endpoints/task";
import { assetPath } from "../assets";
import { decimalsOf, floorMicro, mulDivMicro } from "./earn-money";
import { toMicro } from "./money";

export interface PoolTaskDef {
  task_id: number;
  shares: number;
}

export interface PoolRecord {
  pool_id: number;
  title: string;
  icon: string;
  start_at: number;
  end_at: number;
  prize_micro: number;
  prize_coin: string;
  share_price_micro: number;
  share_coin: string;
  max_shares: number;
  tasks: PoolTaskDef[];
  /** Shares per player. */
  shares: Map<number, number>;
  /** Tasks whose shares each player took. */
  task_joins: Map<number, Set<number>>;
  /** Players who received their part. */
  received: Set<number>;
}

export const isEnded = (pool: PoolRecord, now: number) => now >= pool.end_at;

export const totalShares = (pool: PoolRecord) => [...pool.shares.values()].reduce((sum, count) => sum + count, 0);

/** A holder's part of an ended pool's prize: prize × shares ÷ all shares, rounded down. */
export function prizeOf(pool: PoolRecord, userId: number): number {
  const mine = pool.shares.get(userId) ?? 0;
  return floorMicro(mulDivMicro(pool.prize_micro, mine, totalShares(pool)), decimalsOf(pool.prize_coin));
}

/** Holders by shares, biggest first (ties by who joined first). */
export function holdersOf(pool: PoolRecord): [number, number][] {
  return [...pool.shares.entries()].filter(([, count]) => count > 0).sort((a, b) => b[1] - a[1]);
}

interface SeedPeople {
  player: number;
  others: readonly number[];
  tasks: readonly TaskItem[];
}

/** Four pools: two running (one with tasks), one ended that the seeded player held shares of, one ended without them. */
export function seedPools(now: number, { player, others, tasks }: SeedPeople): PoolRecord[] {
  const hour = 3_600;
  const day = 24 * hour;
  const taskIds = tasks.filter((task) => task.productType === 2).map((task) => task.taskId);
  const pool = (fields: Omit<PoolRecord, "icon" | "shares" | "task_joins" | "received">, holders: [number, number][]): PoolRecord => ({
    ...fields,
    icon: assetPath("pools", fields.pool_id),
    shares: new Map(holders),
    task_joins: new Map(),
    received: new Set(),
  });
  return [
    pool(
      {
        pool_id: 1,
        title: "Hourly WH pool",
        start_at: now - 2 * hour,
        end_at: now + 4 * hour,
        prize_micro: toMicro(100),
        prize_coin: "USDT",
        share_price_micro: toMicro(50),
        share_coin: "WH",
        max_shares: 20,
        tasks: taskIds.slice(0, 2).map((task_id) => ({ task_id, shares: 2 })),
      },
      others.slice(0, 6).map((userId, index) => [userId, 2 + index]),
    ),
    pool(
      {
        pool_id: 2,
        title: "XB weekly pool",
        start_at: now - 4 * day,
        end_at: now + 3 * day,
        prize_micro: toMicro(2_000),
        prize_coin: "KC",
        share_price_micro: toMicro(100),
        share_coin: "XB",
        max_shares: 50,
        tasks: taskIds.slice(2, 3).map((task_id) => ({ task_id, shares: 5 })),
      },
      others.slice(4, 14).map((userId, index) => [userId, 5 + 3 * index]),
    ),
    pool(
      {
        pool_id: 3,
        title: "Last week's KTHER pool",
        start_at: now - 8 * day,
        end_at: now - day,
        prize_micro: toMicro(300),
        prize_coin: "KTHER",
        share_price_micro: toMicro(10),
        share_coin: "WH",
        max_shares: 20,
        tasks: [],
      },
      // The seeded player holds 6 of 60 shares: 30 KTHER to receive.
      [[player, 6], ...others.slice(0, 6).map((userId, index): [number, number] => [userId, [15, 12, 10, 8, 5, 4][index] ?? 1])],
    ),
    pool(
      {
        pool_id: 4,
        title: "Launch pool",
        start_at: now - 20 * day,
        end_at: now - 10 * day,
        prize_micro: toMicro(50),
        prize_coin: "USDT",
        share_price_micro: toMicro(20),
        share_coin: "WH",
        max_shares: 10,
        tasks: [],
      },
      others.slice(10, 17).map((userId, index) => [userId, 1 + index]),
    ),
  ];
}
