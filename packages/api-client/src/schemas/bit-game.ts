// The round-based bet game of /win and /inbet (bit game service). Spec: not shown — every payload.
// Choice: one game engine with two boards. Each board runs rounds of a fixed length; bets close a few
// seconds before a round ends; at its end the round draws its numbers once, and every bet on the
// winning option is paid its amount times the option's odds into the player's game balance. Players
// move money between their wallet and the game balance on the money page.
import { z } from "zod/mini";
import { unixTime } from "./common";

/** win: the tiger board (dragon, tiger, tie; two cards); inbet: the dice board (big, small, triple; three dice). */
export const BIT_BOARDS = ["win", "inbet"] as const;
export const bitBoard = z.enum(BIT_BOARDS);

export const betOption = z.object({
  /** The option's key ("dragon", "big" …); the app names the keys it knows. */
  key: z.string(),
  /** What a winning bet pays per unit staked, stake included (decimal string, "1.95"). */
  odds: z.string(),
});

/** betting: bets are taken; locked: bets closed, the draw comes at `ends_at`; settled: drawn and paid. */
export const ROUND_STATUSES = ["betting", "locked", "settled"] as const;

export const betRound = z.object({
  round_id: z.number(),
  starts_at: unixTime,
  locks_at: unixTime,
  ends_at: unixTime,
  status: z.enum(ROUND_STATUSES),
});

export const roundResult = z.object({
  round_id: z.number(),
  /** The winning option's key. */
  outcome: z.string(),
  /** The drawn numbers: two cards 1–13 (dragon, tiger) on win, three dice 1–6 on inbet. */
  draw: z.array(z.number()),
  settled_at: unixTime,
});

export const BET_STATUSES = ["pending", "won", "lost"] as const;

export const placedBet = z.object({
  bet_id: z.number(),
  board: bitBoard,
  round_id: z.number(),
  option: z.string(),
  amount: z.string(),
  /** The option's odds when the bet was placed. */
  odds: z.string(),
  status: z.enum(BET_STATUSES),
  /** What was paid (null until settled; "0" for a lost bet). */
  payout: z.nullable(z.string()),
  /** The round's result once it is settled. */
  result: z.nullable(roundResult),
  placed_at: unixTime,
});

export const gameTransfer = z.object({
  transfer_id: z.number(),
  /** in: wallet → game balance; out: game balance → wallet. */
  direction: z.enum(["in", "out"]),
  amount: z.string(),
  time: unixTime,
});

export type BitBoard = z.infer<typeof bitBoard>;
export type BetOption = z.infer<typeof betOption>;
export type BetRound = z.infer<typeof betRound>;
export type RoundResult = z.infer<typeof roundResult>;
export type PlacedBet = z.infer<typeof placedBet>;
export type GameTransfer = z.infer<typeof gameTransfer>;
