// The xworld newbie activity: tasks of an account's first week, with progress counted from what the
// player did in the earn areas, and each reward claimed once.
import { toMicro } from "./money";
import { PerUser } from "./per-user";
import type { DevUser } from "./users";

/** Spec: not shown — how long a player is new. Choice: a week, like the lucky-bear newbie period. */
export const NEWBIE_WEEK_SECONDS = 7 * 86_400;

export const isNewPlayer = (user: DevUser, now: number) => now - user.created_at < NEWBIE_WEEK_SECONDS;

export type EarnCounter = "pool_joins" | "stakes" | "subscriptions" | "code_buys";

export const NEWBIE_ACTIVITY_TASKS = [
  { task_id: 1, kind: "sign_in", title: "Sign in to XWorld", target: 1, reward_micro: toMicro(500), coin_name: "XB" },
  { task_id: 2, kind: "finish_task", title: "Finish a task", target: 1, reward_micro: toMicro(300), coin_name: "XB" },
  { task_id: 3, kind: "join_pool", title: "Join a prize pool", target: 1, reward_micro: toMicro(100), coin_name: "WH" },
  { task_id: 4, kind: "stake_vote", title: "Stake XB on a project", target: 1, reward_micro: toMicro(1), coin_name: "USDT" },
  { task_id: 5, kind: "subscribe_invest", title: "Subscribe to an invest product", target: 1, reward_micro: toMicro(2), coin_name: "USDT" },
  { task_id: 6, kind: "buy_lucky_code", title: "Buy a lucky code", target: 1, reward_micro: toMicro(50), coin_name: "WH" },
] as const;

export interface EarnActivity {
  counters: Record<EarnCounter, number>;
  /** Newbie tasks whose reward was claimed. */
  claimed: Set<number>;
}

export function createEarnActivity() {
  return new PerUser<EarnActivity>(() => ({ counters: { pool_joins: 0, stakes: 0, subscriptions: 0, code_buys: 0 }, claimed: new Set() }));
}
