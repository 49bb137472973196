// What makes a typed exchange or withdrawal amount acceptable, as pure rules the forms show messages
// for. Amounts are of one coin, with at most that coin's decimals (get_token_info), checked exactly.
import { fromUnits, placesOf, toUnits, unitsOf } from "./coin-math";

export type AmountProblem =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "zero" }
  | { kind: "too_many_decimals"; decimals: number }
  | { kind: "below_min"; min: string }
  /** More than the balance it is taken from. */
  | { kind: "over_balance"; balance: string }
  /** Nothing would arrive: the fee takes the whole amount. */
  | { kind: "not_above_fee"; fee: string };

/** `amount`: the normalised decimal string to send ("12.5"). */
export type AmountCheck = { ok: true; amount: string; units: bigint } | { ok: false; problem: AmountProblem };

export interface AmountLimits {
  /** Digits the coin has after the point (XB 2, most coins 6). */
  decimals: number;
  /** Smallest amount, as a decimal string; none when absent. */
  min?: string;
  /** The balance the amount is taken from; not checked when absent. */
  balance?: string;
}

/** Reads what the player typed. Spec: not shown — the decimal separator. Choice: "," or ".", no grouping. */
export function readAmount(text: string, decimals: number): AmountCheck {
  const typed = text.trim().replace(",", ".");
  if (typed === "") return { ok: false, problem: { kind: "empty" } };
  if (!/^\d{1,15}(\.\d+)?$/.test(typed)) return { ok: false, problem: { kind: "invalid" } };
  if (placesOf(typed) > decimals) return { ok: false, problem: { kind: "too_many_decimals", decimals } };
  const units = toUnits(typed);
  if (units === null) return { ok: false, problem: { kind: "invalid" } };
  if (units === 0n) return { ok: false, problem: { kind: "zero" } };
  return { ok: true, amount: fromUnits(units), units };
}

/** The typed amount against the coin's decimals, the minimum and the balance, in that order. */
export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  const read = readAmount(text, limits.decimals);
  if (!read.ok) return read;
  if (limits.min !== undefined && read.units < unitsOf(limits.min)) return { ok: false, problem: { kind: "below_min", min: limits.min } };
  if (limits.balance !== undefined && read.units > unitsOf(limits.balance)) {
    return { ok: false, problem: { kind: "over_balance", balance: fromUnits(unitsOf(limits.balance)) } };
  }
  return read;
}

/** True when the amount is more than the balance (the exchange then opens the balance-lack dialog). */
export function exceedsBalance(units: bigint, balance: string | undefined): boolean {
  return units > unitsOf(balance);
}
