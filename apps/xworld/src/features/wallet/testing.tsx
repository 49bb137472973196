// Renders a wallet screen the way the app does (runtime, session, API client, React Query, Lingui)
// over a fake API that answers by endpoint path, with state the answers can change. Tests only.
import type { ApiClient } from "@repo/api-client/client";
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { ApiClientProvider } from "@repo/api-client/react";
import type { ClientRuntime } from "@repo/app-shell/runtime/create-runtime";
import { RuntimeContext } from "@repo/app-shell/runtime/context";
import { fakePlatform } from "@repo/session/platform/test-platform";
import { SessionEnvironmentContext } from "@repo/session/react/context";
import { dialogAtom } from "@repo/session/stores/common";
import { credentialsAtom, hostAtom, sessionStatusAtom } from "@repo/session/stores/session";
import type { PlatformKind } from "@repo/session/types";
import { renderWithI18n } from "@repo/ui/test/render";
import { createToastStore } from "@repo/ui/toast/store";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider as JotaiProvider } from "jotai";
import type { ReactElement } from "react";
import { vi } from "vitest";

export type Answers = Record<string, (input: unknown) => unknown>;

export interface FeatureSetup {
  answers: Answers;
  platform?: Parameters<typeof fakePlatform>[0] & { kind?: PlatformKind };
  loggedIn?: boolean;
  /** App start has finished (default true). */
  hasInit?: boolean;
  audit?: boolean;
}

export const PLAYER_ID = 10001;

export function renderFeature(ui: ReactElement, { answers, platform = {}, loggedIn = true, hasInit = true, audit = false }: FeatureSetup) {
  const call = vi.fn(async (endpoint: AnyEndpoint, input?: unknown) => {
    const answer = answers[endpoint.path];
    if (!answer) throw new Error(`unexpected call ${endpoint.path} ${JSON.stringify(input)}`);
    return answer(input);
  });
  const client = { call } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const toasts = createToastStore();
  const fullPlatform = fakePlatform({ kind: "web", brand: "xworld", ...platform });
  const store = createStore();
  if (loggedIn) {
    store.set(credentialsAtom, { userId: PLAYER_ID, secretKey: "key", userName: "dev_player", loginType: "login_v2" });
  }
  store.set(sessionStatusAtom, { hasLogin: loggedIn, hasInit, initError: null });
  store.set(hostAtom, (host) => ({ ...host, isAudit: audit }));
  const result = renderWithI18n(
    <JotaiProvider store={store}>
      <RuntimeContext.Provider value={{ toasts, queryClient, store } as unknown as ClientRuntime}>
        <SessionEnvironmentContext.Provider
          value={{ platform: fullPlatform, cookies: { get: () => null, set: () => undefined, remove: () => undefined }, location: { hostname: "127.0.0.1", protocol: "http:" } }}
        >
          <ApiClientProvider client={client}>
            <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
          </ApiClientProvider>
        </SessionEnvironmentContext.Provider>
      </RuntimeContext.Provider>
    </JotaiProvider>,
  );
  const callsTo = (path: string) => call.mock.calls.filter(([endpoint]) => endpoint.path === path).map(([, input]) => input);
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  const openDialog = () => store.get(dialogAtom);
  return { ...result, call, callsTo, invalidated, toasts, platform: fullPlatform, queryClient, store, openDialog };
}

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
