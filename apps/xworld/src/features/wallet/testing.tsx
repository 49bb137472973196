// Test support (not app code): the wallet's fixtures (the seeded player's coins and balances as the dev
// API prices them, the reads every wallet screen makes) for the app shell's renderFeature.
import type { Answers } from "@repo/app-shell/testing/fake-api";

export type { Answers };
export { PLAYER_ID, renderFeature } from "@repo/app-shell/testing/render-feature";

/** The seeded player's coins as the dev API prices them. */
export const TOKENS = {
  USDT: { coin_name: "USDT", coin_logo: "", decimals: 6, price_usdt: "1.00", chains: ["TRON", "BSC", "SOL"] },
  WH: { coin_name: "WH", coin_logo: "", decimals: 6, price_usdt: "0.02", chains: ["BSC"] },
  XB: { coin_name: "XB", coin_logo: "", decimals: 2, price_usdt: "0.001", chains: [] },
  KTHER: { coin_name: "KTHER", coin_logo: "", decimals: 6, price_usdt: "0.15", chains: ["BSC"] },
  KC: { coin_name: "KC", coin_logo: "", decimals: 6, price_usdt: "0.01", chains: [] },
  HAPPY: { coin_name: "HAPPY", coin_logo: "", decimals: 6, price_usdt: "0.005", chains: ["SOL"] },
} as const;

export type Balances = Record<string, { offchain: string; onchain: string }>;

export const SEEDED_BALANCES: Balances = {
  USDT: { offchain: "125.50", onchain: "20.00" },
  WH: { offchain: "3000.00", onchain: "0.00" },
  XB: { offchain: "12000.00", onchain: "0.00" },
  KTHER: { offchain: "40.00", onchain: "0.00" },
  KC: { offchain: "800.00", onchain: "0.00" },
  HAPPY: { offchain: "250.00", onchain: "0.00" },
};

/** Answers of the reads every wallet screen makes, over balances a test may change. */
export function walletReads(balances: Balances = SEEDED_BALANCES): Answers {
  const coins = Object.keys(balances);
  const price = (coin: string) => Number(TOKENS[coin as keyof typeof TOKENS]?.price_usdt ?? 0);
  const all = (coin: string) => Number(balances[coin]?.offchain ?? 0) + Number(balances[coin]?.onchain ?? 0);
  const total = () => coins.reduce((sum, coin) => sum + all(coin) * price(coin), 0).toFixed(2);
  return {
    "/wallet/get_wallet_info": () => ({
      list: coins.map((coin) => ({ coin_logo: "", coin_name: coin, money_all: all(coin).toFixed(2), usdt_money_all: (all(coin) * price(coin)).toFixed(2) })),
      total_usdt: total(),
    }),
    "/wallet/user_asset": () => ({ list: coins.map((coin) => ({ coin_name: coin, coin_logo: "", ...(balances[coin] ?? { offchain: "0", onchain: "0" }) })) }),
    "/wallet/get_token_info": (input) => {
      const token = TOKENS[(input as { coin_name: string }).coin_name as keyof typeof TOKENS];
      if (!token) throw new Error("unknown coin");
      return { ...token, chains: [...token.chains] };
    },
    "/wallet/get_chain_list": () => ({
      list: [
        { chain: "TRON", name: "Tron (TRC20)", icon: "", native_coin: "TRX" },
        { chain: "BSC", name: "BNB Smart Chain", icon: "", native_coin: "BNB" },
        { chain: "SOL", name: "Solana", icon: "", native_coin: "SOL" },
      ],
    }),
    "/wallet/get_all_wallet_addr": () => ({
      list: [{ wallet_addr: "0x8f3a000000000000000000000000000000001234", wallet_addr_sol: "So1anaAddre55Dev111111111111111111111111111", invalid: false }],
    }),
  };
}

/** `{ list, total, page, page_size }` of a paged call, cut from `items`. */
export function pageAnswer<T>(items: readonly T[]) {
  return (input: unknown) => {
    const { page, page_size } = input as { page: number; page_size: number };
    return { list: items.slice((page - 1) * page_size, page * page_size), total: items.length, page, page_size };
  };
}

/** Text with the narrow and no-break spaces of Intl output made plain. */
export const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
