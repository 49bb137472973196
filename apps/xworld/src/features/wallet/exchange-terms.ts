// What the exchange form shows of a pair before any amount: the balance of the coin given, its minimum
// and the rate, formatted. For the form and the server's placeholder of it.
import type { Locale } from "@repo/i18n/locales";
import { formatBalance, formatExact } from "./format-coin";
import { minimumSwap, swapRate } from "./swap-quote";
import type { AssetRow, TokenInfo } from "./use-wallet-data";

export interface ExchangeTerms {
  /** The off-chain balance of `from`, as the API gives it ("0" without a row). */
  balance: string;
  available: string;
  minimum: string | null;
  minText: string | null;
  rate: string | null;
  rateText: string | null;
}

export function exchangeTerms(locale: Locale, assets: readonly AssetRow[], tokens: ReadonlyMap<string, TokenInfo>, from: string, to: string): ExchangeTerms {
  const fromToken = tokens.get(from);
  const toToken = tokens.get(to);
  const balance = assets.find((asset) => asset.coin_name === from)?.offchain ?? "0";
  const minimum = fromToken ? minimumSwap(fromToken) : null;
  const rate = fromToken && toToken ? swapRate(fromToken, toToken) : null;
  return {
    balance,
    available: formatBalance(balance, locale),
    minimum,
    minText: minimum ? formatExact(minimum, locale) : null,
    rate,
    rateText: rate ? formatExact(rate, locale) : null,
  };
}
