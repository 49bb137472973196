"use client";
// The player's off-chain balance of a match's coin ("--" until it is read; a coin they have no row for is 0).
import type { Locale } from "@repo/i18n/locales";
import { formatBalance } from "../wallet/format-coin";
import { useAssets } from "../wallet/use-wallet-data";

export function MatchBalance({ locale, coin }: { locale: Locale; coin: string }) {
  const assets = useAssets();
  const offchain = assets.data?.list.find((row) => row.coin_name === coin)?.offchain;
  return offchain !== undefined ? `${formatBalance(offchain, locale)} ${coin}` : assets.data ? `0 ${coin}` : "--";
}
