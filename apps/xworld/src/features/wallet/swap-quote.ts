// The exchange quote. The contract has no quote call, so the quote is built from what the API does
// publish: each coin's price in USDT and its decimals (get_token_info).
import { ceilToPlaces, floorToPlaces, fromUnits, mulDiv, ONE, unitsOf } from "@repo/app-shell/money/units";

/**
 * Spec: not shown — the off-chain exchange's fee and rounding. Choice (the dev API does the same):
 * 0.3 % of the value at the token prices, and what arrives is rounded down to the target coin's
 * decimals. The result screen shows the amounts the server actually booked.
 */
export const SWAP_FEE_BPS = 30n;
const BPS = 10_000n;

/** Spec: not shown — the smallest exchange. Choice: worth 0.10 USDT, rounded up to a readable amount. */
export const MIN_EXCHANGE_USDT = "0.1";

/** What the quote needs of a coin (the fields of get_token_info). */
export interface SwapToken {
  coin_name: string;
  /** Price of one coin in USDT, a decimal string. */
  price_usdt: string;
  decimals: number;
}

/** What `units` of `from` give in `to`, rounded down; null when a price is missing or zero. */
export function quoteSwap(units: bigint, from: SwapToken, to: SwapToken): bigint | null {
  const fromPrice = unitsOf(from.price_usdt);
  const toPrice = unitsOf(to.price_usdt);
  if (fromPrice <= 0n || toPrice <= 0n) return null;
  return floorToPlaces(mulDiv(units * fromPrice, BPS - SWAP_FEE_BPS, toPrice * BPS), to.decimals);
}

/** How much `to` one `from` is worth at the prices, before the fee ("7.5"); null without prices. */
export function swapRate(from: SwapToken, to: SwapToken): string | null {
  const fromPrice = unitsOf(from.price_usdt);
  const toPrice = unitsOf(to.price_usdt);
  if (fromPrice <= 0n || toPrice <= 0n) return null;
  return fromUnits(mulDiv(ONE, fromPrice, toPrice));
}

/** The fee as a percentage ("0.3"). */
export function swapFeePercent(): string {
  return fromUnits(mulDiv(SWAP_FEE_BPS, ONE, 100n));
}

/** The smallest amount of `from` that may be exchanged; null without a price. */
export function minimumSwap(from: SwapToken): string | null {
  const price = unitsOf(from.price_usdt);
  if (price <= 0n) return null;
  const exact = (unitsOf(MIN_EXCHANGE_USDT) * ONE + price - 1n) / price;
  return fromUnits(ceilToPlaces(exact, Math.min(from.decimals, 2)));
}
