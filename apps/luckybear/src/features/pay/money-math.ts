// Currency conversion for the pay forms, on the shared exact units (@repo/app-shell/money/units):
// amounts are typed in the player's currency and the casino balance is kept in USDT.
import { floorToPlaces, fromUnits, mulDiv, ONE, toUnits } from "@repo/app-shell/money/units";

/** Local-currency units → USDT units at `rate` local units per USDT, rounded down. */
export function localToUsdt(localUnits: bigint, rateUnits: bigint): bigint {
  return rateUnits <= 0n ? 0n : mulDiv(localUnits, ONE, rateUnits);
}

/** USDT units → local-currency units, rounded down to `decimals` places. */
export function usdtToLocal(usdtUnits: bigint, rateUnits: bigint, decimals: number): bigint {
  return floorToPlaces(mulDiv(usdtUnits, rateUnits, ONE), decimals);
}

/** "125000.00" → "125000": the plain form of an API amount, or the text itself when it is not one. */
export function normaliseAmount(text: string): string {
  const units = toUnits(text);
  return units === null ? text : fromUnits(units);
}
