// PvP service: the open matches, a match's state and result, joining a side with a stake, and the
// host's calls that open, settle and cancel matches (/pvp/admin).
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty, idempotencyInput } from "../schemas/common";
import { pvpCoin, pvpMatch, pvpSide } from "../schemas/pvp";

export { PVP_RESULTS, PVP_SIDES, PVP_STATUSES, type PvpCoin, type PvpMatch, type PvpResult, type PvpSide, type PvpStatus } from "../schemas/pvp";

/**
 * Spec: not shown — the pvp service's error codes. Choice: the dev API's: 1002 unknown match, 2001
 * balance lack (`msg: lack_<COIN>`), 2002 the side is taken, the player is in already, or the match was
 * settled already, 2003 the match takes no more joins (full, closed, or the caller hosts it) or cannot
 * be settled yet (a side is still free).
 */
export const PVP_CODES = { NOT_FOUND: 1002, BALANCE_LACK: 2001, ALREADY_DONE: 2002, NOT_AVAILABLE: 2003 } as const;

/** Spec: not shown — which matches a list shows. Choice: open ones to join, the caller's own, the caller's hosted ones. */
export const PVP_SCOPES = ["open", "mine", "hosted"] as const;

const byMatch = { match_id: z.number() };

// Spec: not shown — every pvp call. Choice: the seven below under /pvp/, all for signed-in players
// (the routes are login-required). Money moves on join (the stake), settle (the payout) and cancel
// (the refunds): those take an idempotency key.
export const pvpEndpoints = {
  /** The coins a match can be staked in, their limits, and the house fee. */
  config: defineEndpoint({
    service: "pvp",
    method: "GET",
    path: "/pvp/config",
    request: empty,
    response: z.object({ coins: z.array(pvpCoin), fee_bps: z.number() }),
  }),
  /** Newest first. */
  matchList: defineEndpoint({
    service: "pvp",
    method: "GET",
    path: "/pvp/match_list",
    request: z.object({ scope: z.enum(PVP_SCOPES) }),
    response: z.object({ list: z.array(pvpMatch) }),
  }),
  matchDetail: defineEndpoint({
    service: "pvp",
    method: "GET",
    path: "/pvp/match_detail",
    request: z.object(byMatch),
    response: pvpMatch,
  }),
  /** Takes the stake from the wallet and seats the player on that side. */
  joinMatch: defineEndpoint({
    service: "pvp",
    method: "POST",
    path: "/pvp/join_match",
    request: z.object({ ...byMatch, side: pvpSide, ...idempotencyInput }),
    response: pvpMatch,
  }),
  /** Opens a match hosted by the caller (nothing is paid until players join). */
  createMatch: defineEndpoint({
    service: "pvp",
    method: "POST",
    path: "/pvp/create_match",
    request: z.object({ title: z.string(), coin_name: z.string(), stake: z.string() }),
    response: pvpMatch,
  }),
  /** The host names the winner of a full match, once: the winner is paid at once. */
  settleMatch: defineEndpoint({
    service: "pvp",
    method: "POST",
    path: "/pvp/settle_match",
    request: z.object({ ...byMatch, winner_side: pvpSide, ...idempotencyInput }),
    response: pvpMatch,
  }),
  /** The host calls off a match that is not settled: every stake paid goes back. */
  cancelMatch: defineEndpoint({
    service: "pvp",
    method: "POST",
    path: "/pvp/cancel_match",
    request: z.object({ ...byMatch, ...idempotencyInput }),
    response: pvpMatch,
  }),
};

export type PvpScope = (typeof PVP_SCOPES)[number];
