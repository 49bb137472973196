// Exact money rules of the earn services (pools, stakes, invest, lucky codes): integer micro-units,
// BigInt where products of amounts, rates and seconds would pass 2^53, rounding always down.
import { coinByName } from "./coins";

export const SECONDS_PER_YEAR = 365 * 86_400;

/** Digits after the point a coin has (XB 2, most 6). */
export const decimalsOf = (coin: string): number => coinByName(coin)?.decimals ?? 6;

/** Rounds micro-units down to `decimals` digits after the point. */
export function floorMicro(micro: number, decimals: number): number {
  const step = 10 ** Math.max(0, 6 - decimals);
  return Math.floor(micro / step) * step;
}

/** a × b ÷ c, rounded down, in BigInt (amounts times counts or shares). */
export function mulDivMicro(a: number, b: number, c: number): number {
  return c === 0 ? 0 : Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

/**
 * The exact yield of `amountMicro` at a yearly rate of `aprMicro` percent (8.5 % = 8_500_000) over
 * `seconds`, as a fraction scaled by YIELD_SCALE: keeping the remainder lets a running stake pay
 * every micro-unit it earns however often it is checkpointed.
 */
export const YIELD_SCALE = 100n * 1_000_000n * BigInt(SECONDS_PER_YEAR);

export function scaledYield(amountMicro: number, aprMicro: number, seconds: number): bigint {
  return BigInt(amountMicro) * BigInt(aprMicro) * BigInt(Math.max(0, Math.floor(seconds)));
}

/** The yield in micro-units, rounded down to `decimals`. */
export function yieldMicro(amountMicro: number, aprMicro: number, seconds: number, decimals: number): number {
  return floorMicro(Number(scaledYield(amountMicro, aprMicro, seconds) / YIELD_SCALE), decimals);
}
