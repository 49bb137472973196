// What the earn routes share: amounts typed for a coin, the wallet balance an answer reports, and
// the counters of the newbie activity.
import { DEV_CODES, fail } from "../envelope";
import type { DevState } from "../state";
import { formatMicro } from "../state/money";
import type { EarnCounter } from "../state/newbie";
import { parseAmount } from "./amounts";

/** A positive amount with at most `decimals` digits after the point, in micro-units. */
export function amountMicro(text: string, decimals: number, coin: string, field = "amount"): number {
  const micro = parseAmount(text, field);
  const places = text.trim().split(".")[1]?.length ?? 0;
  if (places > decimals) {
    fail(DEV_CODES.INVALID_PARAMS, "Invalid amount", { [field]: [decimals === 0 ? `${coin} takes whole amounts` : `${coin} takes at most ${decimals} decimals`] });
  }
  return micro;
}

/** A whole count of at least 1 (shares, codes). */
export function wholeCount(value: number, field: string): number {
  if (!Number.isInteger(value) || value < 1) fail(DEV_CODES.INVALID_PARAMS, "Invalid count", { [field]: ["A whole number, at least 1"] });
  return value;
}

/** The balance the wallet shows for a coin (off-chain and on-chain), as an answer reports it. */
export const walletBalanceText = (state: DevState, userId: number, coin: string) =>
  formatMicro(state.wallet.balance(userId, coin) + state.onchain.balance(userId, coin));

export function countActivity(state: DevState, userId: number, counter: EarnCounter): void {
  state.earn.activity.of(userId).counters[counter] += 1;
}
