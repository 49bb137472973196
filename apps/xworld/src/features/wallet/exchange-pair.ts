// The coins an exchange starts with: for the server's form (before the device's main coin is known) and
// the form in the browser.

/** Spec: not shown — the coins an exchange starts with. Choice: the link's, else the main coin into USDT (or USDT into WH). */
export function initialPair(coins: readonly string[], from: string | null, to: string | null, mainCoin: string): { from: string; to: string } | null {
  const pick = (wanted: readonly (string | null)[], not?: string) => wanted.find((coin): coin is string => coin !== null && coins.includes(coin) && coin !== not);
  const first = pick([from, mainCoin, ...coins]);
  const second = first ? pick([to, first === "USDT" ? "WH" : "USDT", ...coins], first) : undefined;
  return first && second ? { from: first, to: second } : null;
}
