// Reading an amount a player typed, before any brand's own limits (minimum, balance, maximum).
import { fromUnits, placesOf, toUnits } from "./units";

/** Why typed text is not an amount at all. */
export type TypedAmountProblem =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "zero" }
  | { kind: "too_many_decimals"; decimals: number };

/** `amount`: the normalised decimal string to send ("12.5"); `units`: the same in units of 10^-6. */
export type ReadAmount = { ok: true; amount: string; units: bigint } | { ok: false; problem: TypedAmountProblem };

/**
 * Reads what the player typed, with at most `decimals` digits after the point.
 * Spec: not shown — the decimal separator. Choice: "," or ".", no grouping, at most 15 whole digits.
 */
export function readAmount(text: string, decimals: number): ReadAmount {
  const typed = text.trim().replace(",", ".");
  if (typed === "") return { ok: false, problem: { kind: "empty" } };
  if (!/^\d{1,15}(\.\d+)?$/.test(typed)) return { ok: false, problem: { kind: "invalid" } };
  if (placesOf(typed) > decimals) return { ok: false, problem: { kind: "too_many_decimals", decimals } };
  const units = toUnits(typed);
  if (units === null) return { ok: false, problem: { kind: "invalid" } };
  if (units === 0n) return { ok: false, problem: { kind: "zero" } };
  return { ok: true, amount: fromUnits(units), units };
}
