// Exact money arithmetic for the pay forms. Amounts are decimal strings ("250000", "12.5"); they are
// compared and converted in integer micro units (10^-6) so that a limit is never missed by a
// floating-point rounding ("10.00" ≤ "10" always).

const SCALE = 6;
const ONE = 10n ** BigInt(SCALE);

/** Micro units of a plain decimal string, or null when it is not one (signs, exponents, separators). */
export function toMicro(text: string): bigint | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const [, intPart = "", fracPart = ""] = match;
  if (intPart === "" && fracPart === "") return null;
  if (fracPart.length > SCALE) return null;
  return BigInt(intPart || "0") * ONE + BigInt(fracPart.padEnd(SCALE, "0") || "0");
}

/** Number of digits after the point the player typed ("12.50" → 2). */
export function decimalsOf(text: string): number {
  const point = text.trim().indexOf(".");
  return point < 0 ? 0 : text.trim().length - point - 1;
}

/** "12.5" for 12_500_000n: no trailing zeros, no exponent. */
export function fromMicro(micro: bigint): string {
  const negative = micro < 0n;
  const abs = negative ? -micro : micro;
  const intPart = (abs / ONE).toString();
  const fracPart = (abs % ONE).toString().padStart(SCALE, "0").replace(/0+$/, "");
  return `${negative ? "-" : ""}${intPart}${fracPart ? `.${fracPart}` : ""}`;
}

/** Local-currency micro units → USDT micro units at `rate` local units per USDT, rounded down. */
export function localToUsdt(localMicro: bigint, rateMicro: bigint): bigint {
  if (rateMicro <= 0n) return 0n;
  return (localMicro * ONE) / rateMicro;
}

/** USDT micro units → local-currency micro units, rounded down to `decimals` places. */
export function usdtToLocal(usdtMicro: bigint, rateMicro: bigint, decimals: number): bigint {
  const exact = (usdtMicro * rateMicro) / ONE;
  const step = 10n ** BigInt(Math.max(0, SCALE - decimals));
  return (exact / step) * step;
}

/** "125000.00" → "125000": the plain form of an API amount, or the text itself when it is not one. */
export function normaliseAmount(text: string): string {
  const micro = toMicro(text);
  return micro === null ? text : fromMicro(micro);
}
