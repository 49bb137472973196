// Bit game service: the boards of /win and /inbet (the current round, recent results, placing a bet,
// a round's result, the player's bets) and their money pages (move money in and out of the game).
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { idempotencyInput, pageInput, pageOf } from "../schemas/common";
import { betOption, betRound, bitBoard, gameTransfer, placedBet, roundResult } from "../schemas/bit-game";

export {
  BET_STATUSES,
  BIT_BOARDS,
  ROUND_STATUSES,
  type BetOption,
  type BetRound,
  type BitBoard,
  type GameTransfer,
  type PlacedBet,
  type RoundResult,
} from "../schemas/bit-game";

/**
 * Spec: not shown — the bit game's codes. Choice: the dev API's: 1001 an amount outside the board's
 * limits or an unknown option, 2001 balance lack (`msg: lack_<COIN>` for the wallet on a transfer in,
 * `msg: lack_game` for the game balance on a bet or a transfer out), 2003 the round takes no more
 * bets (it locked or ended, or is not the current one).
 */
export const BIT_GAME_CODES = { BALANCE_LACK: 2001, ROUND_CLOSED: 2003 } as const;

/** The `msg` of a bet or transfer out that the game balance cannot cover. */
export const GAME_BALANCE_LACK = "lack_game";

const onBoard = { board: bitBoard };

// Spec: not shown — every bit game call. Choice: the six below under /bit_game/. The board reads for
// guests too (/win and /inbet are not login-required); the rest needs a login. A bet and a transfer
// move money: both take an idempotency key.
export const bitGameEndpoints = {
  /** The board's rules, its current round, the last results and (signed in) the caller's bets of this round and game balance. */
  board: defineEndpoint({
    service: "bit-game",
    method: "GET",
    path: "/bit_game/board",
    auth: false,
    request: z.object(onBoard),
    response: z.object({
      board: bitBoard,
      coin_name: z.string(),
      decimals: z.number(),
      min_bet: z.string(),
      max_bet: z.string(),
      period_seconds: z.number(),
      lock_seconds: z.number(),
      options: z.array(betOption),
      round: betRound,
      /** The last settled rounds, newest first (at most 20). */
      recent: z.array(roundResult),
      my_round_bets: z.array(placedBet),
      /** Null for a guest. */
      game_balance: z.nullable(z.string()),
    }),
  }),
  /** Takes the amount from the game balance; only while the round is betting. */
  placeBet: defineEndpoint({
    service: "bit-game",
    method: "POST",
    path: "/bit_game/place_bet",
    request: z.object({ ...onBoard, round_id: z.number(), option: z.string(), amount: z.string(), ...idempotencyInput }),
    response: z.object({ bet: placedBet, game_balance: z.string() }),
  }),
  /** A round's state, its result once settled, and the caller's bets in it. */
  roundResult: defineEndpoint({
    service: "bit-game",
    method: "GET",
    path: "/bit_game/round_result",
    request: z.object({ ...onBoard, round_id: z.number() }),
    response: z.object({ round: betRound, result: z.nullable(roundResult), my_bets: z.array(placedBet) }),
  }),
  /** The caller's bets on the board, newest first. */
  betHistory: defineEndpoint({
    service: "bit-game",
    method: "GET",
    path: "/bit_game/bet_history",
    request: z.extend(pageInput, onBoard),
    response: pageOf(placedBet),
  }),
  /** Both balances of the money page and the last transfers (newest first, at most 20). */
  money: defineEndpoint({
    service: "bit-game",
    method: "GET",
    path: "/bit_game/money",
    request: z.object(onBoard),
    response: z.object({
      board: bitBoard,
      coin_name: z.string(),
      decimals: z.number(),
      game_balance: z.string(),
      wallet_balance: z.string(),
      min_transfer: z.string(),
      transfers: z.array(gameTransfer),
    }),
  }),
  /** Moves money between the wallet and the game balance. */
  transfer: defineEndpoint({
    service: "bit-game",
    method: "POST",
    path: "/bit_game/transfer",
    request: z.object({ ...onBoard, direction: z.enum(["in", "out"]), amount: z.string(), ...idempotencyInput }),
    response: z.object({ transfer: gameTransfer, game_balance: z.string(), wallet_balance: z.string() }),
  }),
};
