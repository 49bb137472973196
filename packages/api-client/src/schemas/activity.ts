// Item schemas of the activity service: rewards and the newbie activity. Amounts are decimal strings.
import { z } from "zod/mini";
import { unixTime } from "./common";

/**
 * Where a reward comes from. Kept a string in the answers so a new source does not break the lists;
 * the app names the ones it knows and shows the server's title for every reward.
 */
export const REWARD_SOURCES = ["daily", "invite", "event", "pool", "vote", "invest", "luckycode", "newbie"] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

export const claimableReward = z.object({
  reward_id: z.number(),
  source: z.string(),
  title: z.string(),
  amount: z.string(),
  coin_name: z.string(),
  /** After this the reward is gone; null: it waits. */
  expires_at: z.nullable(unixTime),
});

export const rewardRecord = z.object({
  record_id: z.number(),
  source: z.string(),
  title: z.string(),
  amount: z.string(),
  coin_name: z.string(),
  time: unixTime,
});

/** What a claim paid and the balance of that coin after it. */
export const claimedReward = z.object({ amount: z.string(), coin_name: z.string(), balance: z.string() });

/**
 * The newbie activity's tasks (the first week of an account). Spec: not shown — which tasks.
 * Choice: kinds the app names (`NEWBIE_TASK_KINDS`), with progress counted from what the player did.
 */
export const NEWBIE_TASK_KINDS = ["sign_in", "finish_task", "join_pool", "stake_vote", "subscribe_invest", "buy_lucky_code"] as const;
export type NewbieTaskKind = (typeof NEWBIE_TASK_KINDS)[number];

/** `in_progress` until `progress` reaches `target`, then `claimable` until `claimed`. */
export const NEWBIE_TASK_STATUSES = ["in_progress", "claimable", "claimed"] as const;

export const newbieActivityTask = z.object({
  task_id: z.number(),
  kind: z.string(),
  title: z.string(),
  progress: z.number(),
  target: z.number(),
  reward: z.object({ amount: z.string(), coin_name: z.string() }),
  status: z.enum(NEWBIE_TASK_STATUSES),
});

export type ClaimableReward = z.infer<typeof claimableReward>;
export type RewardRecord = z.infer<typeof rewardRecord>;
export type ClaimedReward = z.infer<typeof claimedReward>;
export type NewbieActivityTask = z.infer<typeof newbieActivityTask>;
export type NewbieTaskStatus = NewbieActivityTask["status"];
