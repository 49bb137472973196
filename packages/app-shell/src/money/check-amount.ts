// What makes a typed amount acceptable for a coin, as pure rules the forms show messages for: the
// coin's decimals, a minimum, a maximum and the balance it is taken from, checked exactly in units.
import { type ReadAmount, readAmount, type TypedAmountProblem } from "./read-amount";
import { fromUnits, unitsOf } from "./units";

export type AmountProblem =
  | TypedAmountProblem
  | { kind: "below_min"; min: string }
  | { kind: "above_max"; max: string }
  /** More than the balance it is taken from. */
  | { kind: "over_balance"; balance: string }
  /** Nothing would arrive: the fee takes the whole amount. */
  | { kind: "not_above_fee"; fee: string };

export type AmountCheck = Extract<ReadAmount, { ok: true }> | { ok: false; problem: AmountProblem };

export interface AmountLimits {
  /** Digits the coin has after the point (XB 2, most coins 6). */
  decimals: number;
  /** Smallest amount, as a decimal string; none when absent. */
  min?: string;
  /** Largest amount, as a decimal string; none when absent. */
  max?: string;
  /** The balance the amount is taken from; not checked when absent. */
  balance?: string;
}

/** The typed amount against the coin's decimals, the minimum, the maximum and the balance, in that order. */
export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  const read = readAmount(text, limits.decimals);
  if (!read.ok) return read;
  if (limits.min !== undefined && read.units < unitsOf(limits.min)) return { ok: false, problem: { kind: "below_min", min: limits.min } };
  if (limits.max !== undefined && read.units > unitsOf(limits.max)) return { ok: false, problem: { kind: "above_max", max: limits.max } };
  if (limits.balance !== undefined && read.units > unitsOf(limits.balance)) {
    return { ok: false, problem: { kind: "over_balance", balance: fromUnits(unitsOf(limits.balance)) } };
  }
  return read;
}

/** True when the amount is more than the balance (the exchange then opens the balance-lack dialog). */
export function exceedsBalance(units: bigint, balance: string | undefined): boolean {
  return units > unitsOf(balance);
}
