// What makes a recharge or withdrawal amount acceptable, as pure rules the forms show messages for.
// The amount is typed in the player's currency; limits come from recharge_conf (per currency), the
// balance from the casino account (LB-USDT, converted at the currency's usdt_rate).
import { readAmount, type TypedAmountProblem } from "@repo/app-shell/money/read-amount";
import { fromUnits, unitsOf } from "@repo/app-shell/money/units";
import { localToUsdt, usdtToLocal } from "./money-math";

export type AmountProblem =
  | TypedAmountProblem
  | { kind: "below_min"; min: string }
  | { kind: "above_max"; max: string }
  /** More than the whole balance, locked funds included. */
  | { kind: "over_balance"; withdrawable: string }
  /** Within the balance only if locked funds counted: they cannot be withdrawn yet. */
  | { kind: "locked"; withdrawable: string; locked: string };

/** `amount`: the normalised decimal string to send; `usdt`: what it is worth in USDT. */
export type AmountCheck = { ok: true; amount: string; usdt: string } | { ok: false; problem: AmountProblem };

export interface CurrencyLimits {
  /** Smallest amount, in the currency. */
  min: string;
  /** Local units per USDT ("25000"). */
  usdtRate: string;
  /** Digits the currency has after the point (VND 0, BRL 2). */
  decimals: number;
}

export interface RechargeLimits extends CurrencyLimits {
  max: string;
}

export interface WithdrawLimits extends CurrencyLimits {
  /** The withdrawable balance, in USDT. */
  balanceUsdt: string;
  /** Funds on the account that cannot be withdrawn yet, in USDT. */
  lockedUsdt: string;
}

function accepted(amount: bigint, rate: bigint): AmountCheck {
  return { ok: true, amount: fromUnits(amount), usdt: fromUnits(localToUsdt(amount, rate)) };
}

export function checkRechargeAmount(text: string, limits: RechargeLimits): AmountCheck {
  const parsed = readAmount(text, limits.decimals);
  if (!parsed.ok) return parsed;
  if (parsed.units < unitsOf(limits.min)) return { ok: false, problem: { kind: "below_min", min: limits.min } };
  if (parsed.units > unitsOf(limits.max)) return { ok: false, problem: { kind: "above_max", max: limits.max } };
  return accepted(parsed.units, unitsOf(limits.usdtRate));
}

/** The most that can be withdrawn now, in the currency (rounded down to its decimals). */
export function withdrawableLocal(limits: WithdrawLimits): string {
  return fromUnits(usdtToLocal(unitsOf(limits.balanceUsdt), unitsOf(limits.usdtRate), limits.decimals));
}

export function checkWithdrawAmount(text: string, limits: WithdrawLimits): AmountCheck {
  const parsed = readAmount(text, limits.decimals);
  if (!parsed.ok) return parsed;
  const rate = unitsOf(limits.usdtRate);
  const withdrawable = usdtToLocal(unitsOf(limits.balanceUsdt), rate, limits.decimals);
  if (parsed.units > withdrawable) {
    const withLocked = usdtToLocal(unitsOf(limits.balanceUsdt) + unitsOf(limits.lockedUsdt), rate, limits.decimals);
    const problem: AmountProblem =
      unitsOf(limits.lockedUsdt) > 0n && parsed.units <= withLocked
        ? { kind: "locked", withdrawable: fromUnits(withdrawable), locked: limits.lockedUsdt }
        : { kind: "over_balance", withdrawable: fromUnits(withdrawable) };
    return { ok: false, problem };
  }
  if (parsed.units < unitsOf(limits.min)) return { ok: false, problem: { kind: "below_min", min: limits.min } };
  return accepted(parsed.units, rate);
}
