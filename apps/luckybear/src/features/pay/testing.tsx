// Renders a feature screen the way the app does (runtime, session environment, API client, React
// Query, Lingui) over a fake API that answers by endpoint path. For component tests only.
import type { ApiClient } from "@repo/api-client/client";
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { ApiClientProvider } from "@repo/api-client/react";
import type { ClientRuntime } from "@repo/app-shell/runtime/create-runtime";
import { RuntimeContext } from "@repo/app-shell/runtime/context";
import { fakePlatform } from "@repo/session/platform/test-platform";
import { SessionEnvironmentContext } from "@repo/session/react/context";
import { credentialsAtom, sessionStatusAtom } from "@repo/session/stores/session";
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
}

export function renderFeature(ui: ReactElement, { answers, platform = {}, loggedIn = true }: FeatureSetup) {
  const call = vi.fn(async (endpoint: AnyEndpoint, input?: unknown) => {
    const answer = answers[endpoint.path];
    if (!answer) throw new Error(`unexpected call ${endpoint.path} ${JSON.stringify(input)}`);
    return answer(input);
  });
  const client = { call } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const toasts = createToastStore();
  const fullPlatform = fakePlatform({ kind: "luckybear-web", brand: "luckybear", ...platform });
  const store = createStore();
  if (loggedIn) {
    store.set(credentialsAtom, { userId: 10001, secretKey: "key", userName: "dev_player", loginType: "login_v2" });
    store.set(sessionStatusAtom, { hasLogin: true, hasInit: true, initError: null });
  }
  const result = renderWithI18n(
    <JotaiProvider store={store}>
      <RuntimeContext.Provider value={{ toasts, queryClient } as unknown as ClientRuntime}>
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
  return { ...result, call, callsTo, invalidated, toasts, platform: fullPlatform, queryClient };
}

/** recharge_conf and get_country of a Vietnamese player (VND, 25 000 per USDT). */
export const PAY_SETTINGS_ANSWERS: Answers = {
  "/lucky_bear/recharge_conf": () => ({
    currencies: [
      { currency: "VND", min: "25000.00", max: "125000000.00", presets: ["125000.00", "500000.00", "1250000.00", "2500000.00"], usdt_rate: "25000" },
      { currency: "BRL", min: "5.00", max: "25000.00", presets: ["25.00", "100.00"], usdt_rate: "5" },
    ],
    channels: [
      { id: "bank", name: "Bank transfer", icon: "/bank.svg" },
      { id: "ewallet", name: "E-wallet", icon: "/ewallet.svg" },
      { id: "usdt", name: "USDT (TRC20)", icon: "/usdt.svg" },
    ],
  }),
  "/lucky_bear/get_country": () => ({ country_code: "VN", country_by_ip: "VN", currency: "VND" }),
};
