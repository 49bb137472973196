// Test support (not app code): renders a feature screen the way the app does (runtime, session
// environment, API client, React Query, Lingui) over a fake API that answers by endpoint path.
import { ApiClientProvider } from "@repo/api-client/react";
import { fakePlatform } from "@repo/session/platform/test-platform";
import { SessionEnvironmentContext } from "@repo/session/react/context";
import { dialogAtom } from "@repo/session/stores/common";
import { credentialsAtom, hostAtom, sessionStatusAtom } from "@repo/session/stores/session";
import { renderWithI18n } from "@repo/ui/test/render";
import { createToastStore } from "@repo/ui/toast/store";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider as JotaiProvider } from "jotai";
import type { ReactElement } from "react";
import { vi } from "vitest";
import type { ClientRuntime } from "../runtime/create-runtime";
import { RuntimeContext } from "../runtime/runtime-context";
import { type Answers, fakeApi } from "./fake-api";

export interface FeatureSetup {
  answers: Answers;
  /** The platform (default: xworld on the plain web). */
  platform?: Parameters<typeof fakePlatform>[0];
  loggedIn?: boolean;
  /** App start has finished (default true). */
  hasInit?: boolean;
  audit?: boolean;
}

/** The signed-in player of a rendered feature. */
export const PLAYER_ID = 10001;

export function renderFeature(ui: ReactElement, { answers, platform = {}, loggedIn = true, hasInit = true, audit = false }: FeatureSetup) {
  const { client, call, callsTo } = fakeApi(answers);
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
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  const openDialog = () => store.get(dialogAtom);
  return { ...result, call, callsTo, invalidated, toasts, platform: fullPlatform, queryClient, store, openDialog };
}
