// Exact amount arithmetic. The API sends amounts as decimal strings ("125.50", "0.997"); both brands
// compare, add, convert and quote them in integer units of 10^-6 (the finest step any coin has), so a
// balance, a minimum or a quote is never missed by a floating-point rounding.

export const UNIT_PLACES = 6;
export const ONE = 10n ** BigInt(UNIT_PLACES);

/** Units of a plain decimal string ("12.5" → 12_500_000n), or null for anything else (signs, exponents, >6 places). */
export function toUnits(text: string): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  if (fraction.length > UNIT_PLACES) return null;
  return BigInt(whole) * ONE + BigInt(fraction.padEnd(UNIT_PLACES, "0"));
}

/** Units of an API amount; an amount the app cannot read counts as zero (nothing can be spent from it). */
export function unitsOf(text: string | undefined): bigint {
  return text === undefined ? 0n : (toUnits(text) ?? 0n);
}

/** The plain decimal string of units: no trailing zeros, no exponent ("12.5", "100", "-0.25"). */
export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = (abs / ONE).toString();
  const fraction = (abs % ONE).toString().padStart(UNIT_PLACES, "0").replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** Digits after the point ("12.50" → 2, "7" → 0). */
export function placesOf(text: string): number {
  const point = text.indexOf(".");
  return point < 0 ? 0 : text.length - point - 1;
}

/** Rounds units down to `places` decimals (places ≥ 6 leaves them as they are). */
export function floorToPlaces(units: bigint, places: number): bigint {
  const step = 10n ** BigInt(Math.max(0, UNIT_PLACES - places));
  return (units / step) * step;
}

/** Rounds units up to `places` decimals. */
export function ceilToPlaces(units: bigint, places: number): bigint {
  const step = 10n ** BigInt(Math.max(0, UNIT_PLACES - places));
  return ((units + step - 1n) / step) * step;
}

/** a × b ÷ c, rounded down: units × units ÷ units without losing digits. */
export function mulDiv(a: bigint, b: bigint, c: bigint): bigint {
  return c === 0n ? 0n : (a * b) / c;
}
