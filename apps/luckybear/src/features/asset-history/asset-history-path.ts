// Spec: not shown — a per-coin history page. Choice: /luckybear/money/history?coin=<coin name>.
export function assetHistoryPath(coin: string | null): string {
  return coin ? `/luckybear/money/history?${new URLSearchParams({ coin }).toString()}` : "/luckybear/money/history";
}

/** The coin a history address names (?coin=), upper case; null for none or a malformed one. */
export function coinFromQuery(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const coin = value.trim().toUpperCase();
  return /^[A-Z0-9-]{2,20}$/.test(coin) ? coin : null;
}

/** The coin the history shows: the chosen one while the player holds it (or before their coins are known), else their first coin. */
export function historyCoin(chosen: string | null, coins: readonly string[]): string | null {
  return chosen !== null && (coins.length === 0 || coins.includes(chosen)) ? chosen : (coins[0] ?? null);
}
