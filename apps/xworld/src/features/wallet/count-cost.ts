// Whole counts bought at a price (pool shares, lucky codes): what they cost and how many a balance
// pays for, exactly in units.
import { fromUnits, unitsOf } from "@repo/app-shell/money/units";

/** `count` × `price` as a decimal string ("50" × 3 → "150"). */
export function costOf(price: string, count: number): string {
  return fromUnits(unitsOf(price) * BigInt(Math.max(0, Math.trunc(count))));
}

/** How many whole items the balance pays for (0 for a price of zero or an unreadable amount). */
export function affordableCount(balance: string | undefined, price: string): number {
  const each = unitsOf(price);
  return each <= 0n ? 0 : Number(unitsOf(balance) / each);
}
