// What makes a recharge or withdrawal amount acceptable, as pure rules the forms show messages for.
// The amount is typed in the player's currency; limits come from recharge_conf (per currency), the
// balance from the casino account (LB-USDT, converted at the currency's usdt_rate).
import { decimalsOf, fromMicro, localToUsdt, toMicro, usdtToLocal } from "./money-math";

export type AmountProblem =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "zero" }
  | { kind: "too_many_decimals"; decimals: number }
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

type Parsed = { ok: true; micro: bigint } | { ok: false; problem: AmountProblem };

function parse(text: string, decimals: number): Parsed {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, problem: { kind: "empty" } };
  // Spec: not shown — the decimal separator. Choice: the player may type "," or "."; no grouping.
  const normalised = trimmed.replace(",", ".");
  const micro = /^\d+(\.\d+)?$/.test(normalised) ? toMicro(normalised) : null;
  if (micro === null) return { ok: false, problem: { kind: "invalid" } };
  if (decimalsOf(normalised) > decimals) return { ok: false, problem: { kind: "too_many_decimals", decimals } };
  if (micro === 0n) return { ok: false, problem: { kind: "zero" } };
  return { ok: true, micro };
}

const micro = (text: string) => toMicro(text) ?? 0n;

function accepted(amount: bigint, rate: bigint): AmountCheck {
  return { ok: true, amount: fromMicro(amount), usdt: fromMicro(localToUsdt(amount, rate)) };
}

export function checkRechargeAmount(text: string, limits: RechargeLimits): AmountCheck {
  const parsed = parse(text, limits.decimals);
  if (!parsed.ok) return parsed;
  if (parsed.micro < micro(limits.min)) return { ok: false, problem: { kind: "below_min", min: limits.min } };
  if (parsed.micro > micro(limits.max)) return { ok: false, problem: { kind: "above_max", max: limits.max } };
  return accepted(parsed.micro, micro(limits.usdtRate));
}

/** The most that can be withdrawn now, in the currency (rounded down to its decimals). */
export function withdrawableLocal(limits: WithdrawLimits): string {
  return fromMicro(usdtToLocal(micro(limits.balanceUsdt), micro(limits.usdtRate), limits.decimals));
}

export function checkWithdrawAmount(text: string, limits: WithdrawLimits): AmountCheck {
  const parsed = parse(text, limits.decimals);
  if (!parsed.ok) return parsed;
  const rate = micro(limits.usdtRate);
  const withdrawable = usdtToLocal(micro(limits.balanceUsdt), rate, limits.decimals);
  if (parsed.micro > withdrawable) {
    const withLocked = usdtToLocal(micro(limits.balanceUsdt) + micro(limits.lockedUsdt), rate, limits.decimals);
    const problem: AmountProblem =
      micro(limits.lockedUsdt) > 0n && parsed.micro <= withLocked
        ? { kind: "locked", withdrawable: fromMicro(withdrawable), locked: limits.lockedUsdt }
        : { kind: "over_balance", withdrawable: fromMicro(withdrawable) };
    return { ok: false, problem };
  }
  if (parsed.micro < micro(limits.min)) return { ok: false, problem: { kind: "below_min", min: limits.min } };
  return accepted(parsed.micro, rate);
}
