// Invest rules as the server applies them: the yearly yield earned by the second over the term,
// rounded down to the product's decimals, and the checks of an amount to put in.
import { type AmountCheck, checkAmount } from "@repo/app-shell/money/check-amount";
import { ONE, floorToPlaces, unitsOf } from "@repo/app-shell/money/units";

export const SECONDS_PER_YEAR = 365 * 86_400;

/** The yield of `amountUnits` at `apr` percent a year over `termDays`, rounded down to `decimals`. */
export function termYield(amountUnits: bigint, apr: string, termDays: number, decimals: number): bigint {
  const seconds = BigInt(Math.max(0, Math.trunc(termDays)) * 86_400);
  const exact = (amountUnits * unitsOf(apr) * seconds) / (100n * ONE * BigInt(SECONDS_PER_YEAR));
  return floorToPlaces(exact, decimals);
}

export interface InvestLimits {
  decimals: number;
  min_amount: string;
  max_amount: string;
}

/** The typed amount against the product's decimals, minimum and maximum, and the balance. */
export function checkSubscription(text: string, product: InvestLimits, balance: string): AmountCheck {
  return checkAmount(text, { decimals: product.decimals, min: product.min_amount, max: product.max_amount, balance });
}

/** When a subscription made at `nowMs` is due (epoch milliseconds). */
export const dueAt = (nowMs: number, termDays: number) => nowMs + termDays * 86_400_000;
