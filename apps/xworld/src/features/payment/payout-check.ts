// What makes a payout acceptable before it is confirmed: the coin's decimals, the per-payout minimum and
// maximum, the off-chain balance, what is left of today's limit, and an amount the fee does not swallow.
// Exact units only (@repo/app-shell/money); the fee rule is the contract's (@repo/api-client/rules/payout).
import type { PayoutCoin } from "@repo/api-client/endpoints/pay";
import { payoutFeeUnits, type PayoutFeeRule } from "@repo/api-client/rules/payout";
import { type AmountProblem, checkAmount } from "@repo/app-shell/money/check-amount";
import { floorToPlaces, fromUnits, unitsOf } from "@repo/app-shell/money/units";

export type PayoutProblem = AmountProblem | { kind: "over_daily"; left: string };

export type PayoutCheck =
  | { ok: true; amount: string; fee: string; received: string }
  | { ok: false; problem: PayoutProblem };

export function feeRuleOf(coin: PayoutCoin): PayoutFeeRule {
  return { decimals: coin.decimals, feeBps: coin.fee_bps, feeMinUnits: unitsOf(coin.fee_min) };
}

/** What may still leave today, never below zero. */
export function dailyLeft(coin: PayoutCoin): string {
  const left = unitsOf(coin.daily_limit) - unitsOf(coin.daily_used);
  return fromUnits(left > 0n ? left : 0n);
}

/** The most a payout may be now: the smallest of the maximum, today's rest and the balance, to the coin's decimals. */
export function largestPayout(coin: PayoutCoin, balance: string): string {
  const candidates = [unitsOf(coin.max_amount), unitsOf(dailyLeft(coin)), unitsOf(balance)];
  const smallest = candidates.reduce((low, value) => (value < low ? value : low));
  return fromUnits(floorToPlaces(smallest, coin.decimals));
}

export function checkPayout(text: string, coin: PayoutCoin, balance: string): PayoutCheck {
  const checked = checkAmount(text, { decimals: coin.decimals, min: coin.min_amount, max: coin.max_amount, balance });
  if (!checked.ok) return checked;
  const left = dailyLeft(coin);
  if (checked.units > unitsOf(left)) return { ok: false, problem: { kind: "over_daily", left } };
  const fee = payoutFeeUnits(checked.units, feeRuleOf(coin));
  if (checked.units <= fee) return { ok: false, problem: { kind: "not_above_fee", fee: fromUnits(fee) } };
  return { ok: true, amount: checked.amount, fee: fromUnits(fee), received: fromUnits(checked.units - fee) };
}
