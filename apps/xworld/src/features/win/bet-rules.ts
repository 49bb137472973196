// The rules of a bet as the board shows them: which phase a round is in and what its countdown runs
// to, the amount checks, the quick amounts, what a bet would pay, and how a draw reads. Exact units only.
import type { BetRound, BitBoard } from "@repo/api-client/endpoints/bit-game";
import { type AmountCheck, checkAmount, exceedsBalance } from "@repo/app-shell/money/check-amount";
import { floorToPlaces, fromUnits, mulDiv, ONE, unitsOf } from "@repo/app-shell/money/units";
import type { CountdownParts } from "@repo/ui/countdown/use-countdown";

/** betting: bets are taken; locked: closed, the draw comes at the end; drawing: ended, the result is on its way. */
export type RoundPhase = "betting" | "locked" | "drawing";

/**
 * The round's phase at `nowMs`; with no clock to go by (null: a server-rendered board's HTML and its
 * hydration, which run seconds apart), the round's status as the server answered it.
 */
export function roundPhase(round: Pick<BetRound, "locks_at" | "ends_at" | "status">, nowMs: number | null): RoundPhase {
  if (round.status === "settled" || (nowMs !== null && nowMs >= round.ends_at * 1000)) return "drawing";
  if (round.status === "locked" || (nowMs !== null && nowMs >= round.locks_at * 1000)) return "locked";
  return "betting";
}

/** Epoch milliseconds the round's countdown runs to: bets closing while betting, the draw after. */
export function countdownTarget(round: Pick<BetRound, "locks_at" | "ends_at">, phase: RoundPhase): number {
  return (phase === "betting" ? round.locks_at : round.ends_at) * 1000;
}

/** A round's countdown as it reads: minutes and seconds ("00:40"); a round runs under an hour. */
export function roundClock(parts: CountdownParts): string {
  return `${String(parts.minutes).padStart(2, "0")}:${String(parts.seconds).padStart(2, "0")}`;
}

export interface BetLimits {
  decimals: number;
  min_bet: string;
  max_bet: string;
}

/** The typed amount against the coin's decimals and the board's limits (the balance is checked apart). */
export function checkBet(text: string, limits: BetLimits): AmountCheck {
  return checkAmount(text, { decimals: limits.decimals, min: limits.min_bet, max: limits.max_bet });
}

/** The game balance cannot cover the amount (the money page moves more in). */
export function betExceedsBalance(units: bigint, gameBalance: string | null): boolean {
  return gameBalance !== null && exceedsBalance(units, gameBalance);
}

/** What a winning bet pays: amount × odds, rounded down to the coin's decimals (the server's rule). */
export function potentialWin(amount: string, odds: string, decimals: number): string {
  return fromUnits(floorToPlaces(mulDiv(unitsOf(amount), unitsOf(odds), ONE), decimals));
}

/** The chips under the amount: 1, 5, 10 and 50 times the minimum, as far as the maximum allows. */
export function quickAmounts(limits: Pick<BetLimits, "min_bet" | "max_bet">): string[] {
  const min = unitsOf(limits.min_bet);
  const max = unitsOf(limits.max_bet);
  return [1n, 5n, 10n, 50n].map((times) => min * times).filter((units) => units > 0n && units <= max).map(fromUnits);
}

const CARD_FACES: Readonly<Record<number, string>> = { 1: "A", 11: "J", 12: "Q", 13: "K" };

/** A card's face: A, 2 … 10, J, Q, K. */
export function cardFace(value: number): string {
  return CARD_FACES[value] ?? String(value);
}

/** The draw as the board shows it: two card faces (dragon, tiger) on win, the dice and their total on inbet. */
export function drawParts(board: BitBoard, draw: readonly number[]): { faces: string[]; total: number | null } {
  if (board === "win") return { faces: draw.map(cardFace), total: null };
  return { faces: draw.map(String), total: draw.reduce((sum, die) => sum + die, 0) };
}
