// Wallet service (spec section 7, "Wallet POST"): the vote contract's allowance, which staking on a vote
// project needs first (stake.ts). A module of its own so that the vote screens do not load the rest of
// the wallet (wallet.ts, whose `walletEndpoints` includes these).
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";

export const walletVoteEndpoints = {
  /**
   * Lets the vote (stake) contract spend up to `amount` XB for this vote (sets the allowance; needs
   * that much XB). Spec: not shown — what a vote is. Choice: `vote_id` is a stake project's id.
   */
  xbvoteApprove: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/xbvote_approve",
    request: z.object({ vote_id: z.number(), amount: z.string() }),
    response: z.object({ vote_id: z.number(), allowance: z.string() }),
  }),
  /** The allowance left for this vote and (a choice: the spec shows no fields) what the player has staked on it. */
  xbvoteQuery: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/xbvote_query",
    idempotent: true,
    request: z.object({ vote_id: z.number() }),
    response: z.object({ vote_id: z.number(), allowance: z.string(), staked: z.string() }),
  }),
};
