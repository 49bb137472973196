// Digits after the point a currency has (VND 0, BRL 2), as Intl knows it; 2 for unknown codes.
export function currencyDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}
