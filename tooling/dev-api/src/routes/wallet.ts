// Wallet service: balances, transfers, swaps and their histories.
import { walletEndpoints as wallet } from "@repo/api-client/endpoints/wallet";
import { type Route, serve } from "../serve";
import { COINS } from "../state/coins";
import { MICRO, formatMicro } from "../state/money";
import type { DevState } from "../state";

export const usdtMicroOf = (coinName: string, micro: number) =>
  Math.round((micro * (COINS.find((coin) => coin.coin_name === coinName)?.price_micro ?? 0)) / MICRO);

export function walletInfo(state: DevState, userId: number) {
  const list = COINS.map((coin) => {
    const balance = state.wallet.balance(userId, coin.coin_name);
    return {
      coin_logo: coin.coin_logo,
      coin_name: coin.coin_name,
      money_all: formatMicro(balance),
      usdt_money_all: formatMicro(usdtMicroOf(coin.coin_name, balance)),
    };
  });
  const total = COINS.reduce((sum, coin) => sum + usdtMicroOf(coin.coin_name, state.wallet.balance(userId, coin.coin_name)), 0);
  return { list, total_usdt: formatMicro(total) };
}

export const walletRoutes: Route[] = [
  serve(wallet.getWalletInfo, (_input, context) => walletInfo(context.state, context.me().user_id)),
];
