// Stake (vote) service (spec section 1, "staking and voting"; section 7 names the service and the
// wallet's xbvote_approve / xbvote_query, no other calls).
// Spec: not shown — every call below. Choice: players stake the vote coin (XB) on projects; a stake
// first needs the wallet's allowance for that project (`xbvote_approve`, `vote_id` = `project_id`),
// which the stake uses up. Staked coins leave the balance and come back on unstaking. Projects are
// ranked by what is staked on them; a stake earns the project's yearly reward rate by the second,
// received on request.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty, idempotencyInput } from "../schemas/common";
import { myVote, stakeResult, voteProject, voteProjectDetail } from "../schemas/stake";

export * from "../schemas/stake";

const stakeInput = z.object({ project_id: z.number(), amount: z.string(), ...idempotencyInput });

export const stakeEndpoints = {
  /** Every project, best ranked first, with what is staked in all; open to guests. */
  voteProjects: defineEndpoint({
    service: "stake",
    method: "GET",
    path: "/vote/projects",
    auth: false,
    request: empty,
    response: z.object({ coin_name: z.string(), total_staked: z.string(), list: z.array(voteProject) }),
  }),
  /** One project; an unknown id is 1002. */
  voteProject: defineEndpoint({
    service: "stake",
    method: "GET",
    path: "/vote/project_detail",
    auth: false,
    request: z.object({ project_id: z.number() }),
    response: voteProjectDetail,
  }),
  /**
   * Stakes `amount` on a project: it leaves the balance (2001 `lack_XB`) and uses that much of the
   * allowance (2003 when the allowance is smaller; below `min_stake`: 1001).
   */
  stake: defineEndpoint({
    service: "stake",
    method: "POST",
    path: "/vote/stake",
    request: stakeInput,
    response: stakeResult,
  }),
  /** Takes `amount` of the caller's stake back into the balance (more than staked: 2003). */
  unstake: defineEndpoint({
    service: "stake",
    method: "POST",
    path: "/vote/unstake",
    request: stakeInput,
    response: stakeResult,
  }),
  /** The caller's stakes and rewards. */
  myVotes: defineEndpoint({
    service: "stake",
    method: "GET",
    path: "/vote/my_votes",
    request: empty,
    response: z.object({
      coin_name: z.string(),
      total_staked: z.string(),
      pending_reward: z.string(),
      received_reward: z.string(),
      list: z.array(myVote),
    }),
  }),
  /** Pays every pending reward into the wallet (nothing to receive yet: 2003). */
  claimVoteReward: defineEndpoint({
    service: "stake",
    method: "POST",
    path: "/vote/claim_reward",
    request: z.object(idempotencyInput),
    response: z.object({ amount: z.string(), coin_name: z.string(), balance: z.string() }),
  }),
};
