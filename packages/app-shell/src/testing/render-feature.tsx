// Test support (not app code): renders a feature screen the way the app does (runtime, session
// environment, API client, React Query, Lingui) over a fake API that answers by endpoint path.
import { ApiClientProvider, createQuerySlot } from "@repo/api-client/react";
import { fakePlatform } from "@repo/session/platform/test-platform";
import { SessionEnvironmentContext } from "@repo/session/react/context";
import { dialogAtom } from "@repo/session/stores/common";
import { credentialsAtom, hostAtom, sessionStatusAtom } from "@repo/session/stores/session";
import { createTestI18n, renderWithI18n } from "@repo/ui/test/render";
import { I18nProvider } from "@lingui/react";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createToastStore } from "@repo/ui/toast/store";
import { QueryClient } from "@tanstack/react-query";
import { createStore, Provider as JotaiProvider } from "jotai";
import { type ReactElement, type ReactNode, useLayoutEffect } from "react";
import { vi } from "vitest";
import type { ClientRuntime } from "../runtime/create-runtime";
import type { RuntimeConfig } from "../runtime-config";
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
  /** The runtime's settings a screen reads (`useRuntime().config`). */
  config?: Partial<RuntimeConfig>;
}

/** The signed-in player of a rendered feature. */
export const PLAYER_ID = 10001;
const PLAYER_CREDENTIALS = { userId: PLAYER_ID, secretKey: "key", userName: "dev_player", loginType: "login_v2" } as const;

function featureTree(ui: ReactElement, { answers, platform = {}, loggedIn = true, hasInit = true, audit = false, config = {} }: FeatureSetup) {
  const { client, call, callsTo } = fakeApi(answers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const queries = createQuerySlot(queryClient);
  const toasts = createToastStore();
  const fullPlatform = fakePlatform({ kind: "web", brand: "xworld", ...platform });
  const store = createStore();
  if (loggedIn) {
    store.set(credentialsAtom, PLAYER_CREDENTIALS);
  }
  store.set(sessionStatusAtom, { hasLogin: loggedIn, hasInit, initError: null });
  store.set(hostAtom, (host) => ({ ...host, isAudit: audit }));
  const tree = (
    <JotaiProvider store={store}>
      <RuntimeContext.Provider value={{ toasts, queries, store, config } as unknown as ClientRuntime}>
        <SessionEnvironmentContext.Provider
          value={{ platform: fullPlatform, cookies: { get: () => null, set: () => undefined, remove: () => undefined }, location: { hostname: "127.0.0.1", protocol: "http:" } }}
        >
          <ApiClientProvider client={client} queries={queries}>
            {ui}
          </ApiClientProvider>
        </SessionEnvironmentContext.Provider>
      </RuntimeContext.Provider>
    </JotaiProvider>
  );
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  const openDialog = () => store.get(dialogAtom);
  return { tree, call, callsTo, invalidated, toasts, platform: fullPlatform, queryClient, store, openDialog };
}

export function renderFeature(ui: ReactElement, setup: FeatureSetup) {
  const { tree, ...feature } = featureTree(ui, setup);
  return { ...renderWithI18n(tree), ...feature };
}

/** What SessionProvider does once mounted: the stored login into the store, before the page's effects. */
function StoredLogin({ store, hasInit, children }: { store: ReturnType<typeof createStore>; hasInit: boolean; children: ReactNode }) {
  useLayoutEffect(() => {
    store.set(credentialsAtom, PLAYER_CREDENTIALS);
    store.set(sessionStatusAtom, { hasLogin: true, hasInit, initError: null });
  }, [store, hasInit]);
  return children;
}

/**
 * A page as its server renders it and the browser then hydrates it: the HTML of a session that knows
 * nobody (as on the server), hydrated, with the stored login arriving as the session provider reads it
 * (`loggedIn`). `recoverable` collects what React had to redo: a hydration mismatch.
 */
export async function hydrateFeature(ui: ReactElement, setup: FeatureSetup & { afterStart?: boolean }) {
  const asServer = { ...setup, loggedIn: false, hasInit: false };
  const html = renderToString(<I18nProvider i18n={createTestI18n()}>{featureTree(ui, asServer).tree}</I18nProvider>);
  const { tree, ...feature } = featureTree(ui, asServer);
  const hasInit = setup.hasInit ?? true;
  // `afterStart`: the page hydrates after app start has run (as in its own Suspense boundary).
  if (setup.afterStart) {
    if (setup.loggedIn !== false) feature.store.set(credentialsAtom, PLAYER_CREDENTIALS);
    feature.store.set(sessionStatusAtom, { hasLogin: setup.loggedIn !== false, hasInit, initError: null });
  }
  const page = setup.loggedIn === false || setup.afterStart ? tree : <StoredLogin store={feature.store} hasInit={hasInit}>{tree}</StoredLogin>;
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <I18nProvider i18n={createTestI18n()}>{page}</I18nProvider>, { onRecoverableError: (error) => void recoverable.push(error) }),
  );
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { html, container, recoverable, unmount, ...feature };
}
