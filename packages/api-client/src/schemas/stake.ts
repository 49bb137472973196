// Item schemas of the stake (vote) service. Amounts are decimal strings of the vote coin (XB).
import { z } from "zod/mini";

export const voteProject = z.object({
  project_id: z.number(),
  name: z.string(),
  icon: z.string(),
  summary: z.string(),
  /** 1 = most staked. */
  rank: z.number(),
  total_staked: z.string(),
  voters: z.number(),
  /** Yearly reward on a stake, in percent ("36.5": 0.1 % a day), paid in the vote coin. */
  reward_apr: z.string(),
  /** The caller's stake; "0" for a signed-out reader. */
  my_staked: z.string(),
});

export const voteProjectDetail = z.extend(voteProject, {
  description: z.string(),
  /** The smallest stake. */
  min_stake: z.string(),
});

export const myVote = z.object({
  project_id: z.number(),
  name: z.string(),
  icon: z.string(),
  rank: z.number(),
  staked: z.string(),
  /** Earned on this stake and not yet received. */
  pending_reward: z.string(),
});

/** Where a project stands after a stake or an unstake. */
export const stakeResult = z.object({
  project_id: z.number(),
  my_staked: z.string(),
  total_staked: z.string(),
  rank: z.number(),
  /** What the vote contract may still spend for this project (xbvote_query's allowance). */
  allowance: z.string(),
});

export type VoteProject = z.infer<typeof voteProject>;
export type VoteProjectDetail = z.infer<typeof voteProjectDetail>;
export type MyVote = z.infer<typeof myVote>;
export type StakeResult = z.infer<typeof stakeResult>;
