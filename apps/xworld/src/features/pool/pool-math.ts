// A pool's money rules as the server applies them (prize split in proportion to shares, rounded
// down), so the screen can say what a share is worth before the player joins.
import { floorToPlaces, fromUnits, mulDiv, unitsOf } from "@repo/app-shell/money/units";

/** The player's part of all shares in percent, two decimals rounded down ("6.89"); "0" without shares. */
export function sharePercent(mine: number, total: number): string {
  if (mine <= 0 || total <= 0) return "0";
  const basisPoints = (BigInt(mine) * 10_000n) / BigInt(total);
  return fromUnits(basisPoints * 10_000n);
}

/** What `mine` of `total` shares get of the prize: prize × mine ÷ total, rounded down to `decimals`. */
export function prizePart(prize: string, mine: number, total: number, decimals: number): string {
  if (mine <= 0 || total <= 0) return "0";
  return fromUnits(floorToPlaces(mulDiv(unitsOf(prize), BigInt(mine), BigInt(total)), decimals));
}

/** How many more shares the player may hold. */
export function sharesLeft(maxShares: number, myShares: number): number {
  return Math.max(0, maxShares - myShares);
}
