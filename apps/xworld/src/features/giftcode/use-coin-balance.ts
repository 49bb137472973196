"use client";
// The player's balance of one coin, wherever it is kept: the xworld wallet (get_wallet_info) lists the
// platform coins; the casino's coins (LB-USDT, which gift codes pay) are in lucky bear's asset_list.
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { useApiQuery } from "@repo/api-client/react";

export type CoinBalance = { status: "loading" } | { status: "error" } | { status: "ready"; amount: string };

export function useCoinBalance(coin: string): CoinBalance {
  const wallet = useApiQuery(walletReadEndpoints.getWalletInfo, { str_amount: true });
  const inWallet = wallet.data?.list.find((row) => row.coin_name === coin);
  // Asked only once the wallet turns out not to hold the coin.
  const casino = useApiQuery(luckyBearMoneyEndpoints.assetList, {}, { enabled: wallet.isSuccess && !inWallet });
  const inCasino = casino.data?.list.find((row) => row.coin_name === coin);

  if (inWallet) return { status: "ready", amount: inWallet.money_all };
  if (inCasino) return { status: "ready", amount: inCasino.amount };
  if (wallet.isError || casino.isError || casino.isSuccess) return { status: "error" };
  return { status: "loading" };
}
