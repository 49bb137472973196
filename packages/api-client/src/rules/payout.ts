// The payout fee rule (pay service, `payout_config`), in integer units of 10^-6 as every amount of the
// app is computed: the client quotes with it and the dev API books with it, to the last unit.

export interface PayoutFeeRule {
  /** Digits the coin has after the point. */
  decimals: number;
  /** Basis points of the amount. */
  feeBps: number;
  /** The smallest fee, in units. */
  feeMinUnits: bigint;
}

const UNIT_PLACES = 6;

/** The fee of `amountUnits`: `feeBps` of it rounded up to the coin's decimals, at least the minimum. */
export function payoutFeeUnits(amountUnits: bigint, rule: PayoutFeeRule): bigint {
  const step = 10n ** BigInt(Math.max(0, UNIT_PLACES - rule.decimals));
  const share = (amountUnits * BigInt(rule.feeBps) + 9_999n) / 10_000n;
  const rounded = ((share + step - 1n) / step) * step;
  return rounded > rule.feeMinUnits ? rounded : rule.feeMinUnits;
}

/** What reaches the payment method: the amount less the fee (never below zero). */
export function payoutReceivedUnits(amountUnits: bigint, rule: PayoutFeeRule): bigint {
  const left = amountUnits - payoutFeeUnits(amountUnits, rule);
  return left > 0n ? left : 0n;
}
