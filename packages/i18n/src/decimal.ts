// Exact decimal strings for amounts: the wallet sends amounts as strings (str_amount) that may
// carry more digits than a double holds, so they are scaled and written without going through
// floating point.

export type DecimalString = `${number}`;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * A plain decimal string ("-1234.5", no exponent, no "+") for a number or numeric string, or
 * undefined for anything that is not a finite number. Thousands separators are not accepted.
 */
export function toDecimal(value: number | string | null | undefined): DecimalString | undefined {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return undefined;
    // Doubles of 1e21 and above print with an exponent; they are integers, BigInt prints them whole.
    if (Math.abs(value) >= 1e21) return BigInt(value).toString() as DecimalString;
    return toDecimal(String(value));
  }
  if (typeof value !== "string") return undefined;
  const match = DECIMAL.exec(value.trim());
  if (!match) return undefined;
  const [, sign = "", intPart = "", fracPart = "", exponent] = match;
  if (intPart === "" && fracPart === "") return undefined;
  const digits = `${intPart}${fracPart}`;
  const point = intPart.length + Number(exponent ?? 0);
  return normalize(sign === "-", digits, point);
}

/** value / 10^places, exactly. */
export function shiftLeft(value: DecimalString, places: number): DecimalString {
  const negative = value.startsWith("-");
  const [intPart = "", fracPart = ""] = value.replace(/^-/, "").split(".");
  return normalize(negative, `${intPart}${fracPart}`, intPart.length - places);
}

/** Builds "-12.34" from digits and the position of the decimal point (may be outside the digits). */
function normalize(negative: boolean, digits: string, point: number): DecimalString {
  const padded = point <= 0 ? `${"0".repeat(1 - point)}${digits}` : digits.padEnd(point, "0");
  const at = point <= 0 ? 1 : point;
  const intPart = padded.slice(0, at).replace(/^0+(?=\d)/, "") || "0";
  const fracPart = padded.slice(at).replace(/0+$/, "");
  const unsigned = fracPart ? `${intPart}.${fracPart}` : intPart;
  const isZero = /^[0.]+$/.test(unsigned);
  return `${negative && !isZero ? "-" : ""}${unsigned}` as DecimalString;
}

/** Compares |a| with |b| exactly: -1, 0 or 1. */
export function compareMagnitude(a: DecimalString, b: DecimalString): -1 | 0 | 1 {
  const [aInt = "", aFrac = ""] = a.replace(/^-/, "").split(".");
  const [bInt = "", bFrac = ""] = b.replace(/^-/, "").split(".");
  if (aInt.length !== bInt.length) return aInt.length < bInt.length ? -1 : 1;
  const width = Math.max(aFrac.length, bFrac.length);
  const left = `${aInt}${aFrac.padEnd(width, "0")}`;
  const right = `${bInt}${bFrac.padEnd(width, "0")}`;
  return left === right ? 0 : left < right ? -1 : 1;
}

/**
 * Writes a decimal with `minDigits` to `maxDigits` fraction digits, cut (never rounded up: a balance
 * must not read higher than it is), its thousands grouped in threes. What Intl.NumberFormat writes with
 * `roundingMode: "trunc"` and `signDisplay: "negative"` (no "-0.00"), without setting up Intl: the
 * first Intl number format of a page costs tens of milliseconds on a slow phone, inside hydration.
 */
export function writeDecimal(value: DecimalString, separators: { group: string; decimal: string }, minDigits: number, maxDigits: number): string {
  const negative = value.startsWith("-");
  const [intPart = "0", fracPart = ""] = value.replace(/^-/, "").split(".");
  let fraction = fracPart.slice(0, maxDigits);
  while (fraction.length > minDigits && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(minDigits, "0");
  const isZero = /^0*$/.test(intPart) && /^0*$/.test(fraction);
  const grouped = intPart.replace(/\B(?=(\d{3})+$)/g, separators.group);
  return `${negative && !isZero ? "-" : ""}${grouped}${fraction ? `${separators.decimal}${fraction}` : ""}`;
}
