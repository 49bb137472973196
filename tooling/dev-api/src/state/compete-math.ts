// Exact money steps of the compete areas (PvP fees, bet payouts, prize shares), in integer micro-units.
import { coinByName } from "./coins";
import { MICRO } from "./money";

export const BPS = 10_000;

/** micro × bps ÷ 10 000, rounded down, without leaving the safe integers. */
export function mulBps(micro: number, bps: number): number {
  return Number((BigInt(micro) * BigInt(bps)) / BigInt(BPS));
}

/** "1.95" → 19 500 basis points (at most four decimals). */
export function oddsToBps(odds: string): number {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(odds);
  if (!match) throw new Error(`odds ${odds} are not a decimal with at most four places`);
  return Number(match[1]) * BPS + Number((match[2] ?? "").padEnd(4, "0"));
}

/** Rounds micro-units down to the coin's decimals (XB has two, so 0.015 XB pays 0.01). */
export function floorToCoin(micro: number, coin: string): number {
  const decimals = coinByName(coin)?.decimals ?? 6;
  const step = 10 ** Math.max(0, 6 - decimals);
  return Math.floor(micro / step) * step;
}

/** True when the micro amount has no more decimals than the coin allows. */
export function fitsCoin(micro: number, coin: string): boolean {
  return floorToCoin(micro, coin) === micro;
}

export const decimalsOf = (coin: string): number => coinByName(coin)?.decimals ?? 6;

export { MICRO };
