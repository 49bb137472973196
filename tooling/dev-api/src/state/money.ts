// Amounts are kept as integer micro-units (1e-6) so transfers never drift.

export const MICRO = 1_000_000;

export function toMicro(amount: number | string): number {
  const value = typeof amount === "string" ? Number(amount) : amount;
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.round(value * MICRO);
}

/** "1200.5" style: at least two decimals, at most six, no trailing zeros beyond two. */
export function formatMicro(micro: number): string {
  const text = (micro / MICRO).toFixed(6);
  return text.replace(/(\.\d\d\d*?)0+$/, "$1");
}
