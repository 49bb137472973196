// Everything a client tree of either app shares, built once per page load: the session store, the
// platform adapter, the API client with the catalogue's handlers, the slot of React Query's client
// (made by the first hook that reads through it), and analytics.
import { createDeferredAnalytics, type DeferredAnalytics } from "@repo/analytics/deferred";
import { type ApiClient, createApiClient } from "@repo/api-client/client";
import type { AnyApiError } from "@repo/api-client/errors";
import { createQuerySlot, type QuerySlot } from "@repo/api-client/react/query-slot";
import { answeredFor } from "@repo/api-client/react/server-answer";
import { createApiContext } from "@repo/session/api-context";
import { clearLogin } from "@repo/session/login/clear";
import { createPlatform, detectPlatform, readPlatformEnvironment } from "@repo/session/platform/detect";
import type { Platform, PlatformRouter } from "@repo/session/platform/types";
import { resetSessionStore } from "@repo/session/stores/reset";
import { reloadCounter, sessionExpiredAction } from "@repo/session/session-expired";
import { createLocalStorage } from "@repo/session/storage/adapter";
import { captureAttribution } from "@repo/session/storage/attribution";
import { createDocumentCookieJar } from "@repo/session/storage/cookies";
import { accountAbnormalAtom } from "@repo/session/stores/common";
import { credentialsAtom } from "@repo/session/stores/session";
import type { Brand } from "@repo/session/types";
import { createSnackbarStore, type SnackbarStore } from "@repo/ui/snackbar/store";
import { createToastStore, type ToastStore } from "@repo/ui/toast/store";
import { createStore } from "jotai";
import type { RuntimeConfig } from "../runtime-config";
import { type ApiCodeAction, onBindPhoneRequiredAction, onVerifyRequiredAction } from "./api-handlers";
import { createFailureFeed, type FailureFeed } from "./failure-feed";
import { pageLocation } from "./page-location";
import { createInstallPromptStore, type InstallPromptStore } from "./install-prompt";

export type SessionStore = ReturnType<typeof createStore>;

export interface ClientRuntime {
  brand: Brand;
  config: RuntimeConfig;
  store: SessionStore;
  platform: Platform;
  api: ApiClient;
  /** React Query's client once a hook has made it (none on a page whose reads the server rendered). */
  queries: QuerySlot;
  /**
   * Null on the server. Its code loads after the page has started (`analytics.load()`, called by
   * <ClientRuntimeProvider>); what is tracked before that is reported as of the moment it happened.
   */
  analytics: DeferredAnalytics | null;
  /** Where the app is: the router and locale of the current render (kept fresh by <ClientRuntime>). */
  navigation: RuntimeNavigation;
  /** Failed actions (and reads that ask) for the global UI's toasts, kept from the page's first moment. */
  failures: FailureFeed;
  /** Short messages at the bottom (5 s, no duplicates) and the one-at-a-time snackbar. */
  toasts: ToastStore;
  snackbars: SnackbarStore;
  /** The browser's add-to-home-screen prompt, caught when it fires early in the page's life. */
  installPrompt: InstallPromptStore;
}

export interface RuntimeNavigation {
  router: PlatformRouter;
  locale: string;
}

export interface RuntimeOptions {
  brand: Brand;
  config: RuntimeConfig;
  navigation: RuntimeNavigation;
  /** The host app's home deep link, opened after logout inside the native app. */
  nativeHomeScheme: string;
}

const isBrowser = () => typeof window !== "undefined";

function currentPath(): string {
  return isBrowser() ? `${window.location.pathname}${window.location.search}` : "/";
}

function createAnalytics(brand: Brand, config: RuntimeConfig, store: SessionStore): DeferredAnalytics | null {
  if (!isBrowser()) return null;
  const currentUid = () => {
    const userId = store.get(credentialsAtom)?.userId;
    return userId ? String(userId) : undefined;
  };
  return createDeferredAnalytics({
    moment: () => ({ ts: Date.now(), path: window.location.pathname, uid: currentUid() }),
    load: () => import("./analytics").then((module) => module.createAnalytics(brand, config, currentUid)),
  });
}

function reportableError(error: AnyApiError) {
  return {
    api_url: error.request.url.split("?")[0] ?? error.request.url,
    message: error.message,
    ...("code" in error && typeof error.code === "number" ? { code: error.code } : {}),
    ...("status" in error && typeof error.status === "number" ? { http_status: error.status } : {}),
  };
}

export function createClientRuntime(options: RuntimeOptions): ClientRuntime {
  const { brand, config, navigation } = options;
  const store = createStore();
  const storage = createLocalStorage();
  // Whatever page a player lands on, its referral and UTM parameters are kept (first touch wins).
  if (isBrowser()) captureAttribution(window.location.href, storage);
  const platformKind = detectPlatform(readPlatformEnvironment({ brand, storage }));
  const platform = createPlatform(platformKind, {
    brand,
    storage,
    // The router is read at call time: <ClientRuntime> refreshes it on every render.
    router: { push: (href) => navigation.router.push(href), replace: (href) => navigation.router.replace(href) },
    getLocale: () => navigation.locale,
    native: { homeScheme: options.nativeHomeScheme },
  });
  const analytics = createAnalytics(brand, config, store);

  function perform(action: ApiCodeAction | null) {
    if (action && isBrowser()) navigation.router.replace(action.href);
  }

  const here = () => currentPath();
  const api = createApiClient({
    hosts: { origin: config.apiOrigin, overrides: config.serviceHosts },
    context: createApiContext(store),
    handlers: {
      // 1004: signed out everywhere. On a page that needs a login, AppStart's guard then sends the
      // player to login with a way back; in the mini app the launch data logs in again on reload.
      onSessionExpired() {
        if (!isBrowser()) return;
        resetSessionStore(store);
        clearLogin({ storage, cookies: createDocumentCookieJar(), location: pageLocation(config) });
        const next = sessionExpiredAction(platform.kind, reloadCounter.read(storage));
        if (next.kind === "reload") {
          reloadCounter.increment(storage);
          window.location.reload();
        } else if (next.kind === "account-abnormal") {
          store.set(accountAbnormalAtom, true);
        }
      },
      onVerifyRequired: () => perform(onVerifyRequiredAction(navigation.locale, here())),
      onBindPhoneRequired: () => perform(onBindPhoneRequiredAction(navigation.locale, here())),
      onError: (error) => analytics?.reports.reportApiError(reportableError(error)),
      onTiming: (timing) =>
        analytics?.reports.apiPerf({ ...timing, code: timing.code ?? undefined }),
    },
  });

  const queries = createQuerySlot();
  // Query keys do not carry the user. After a logout or a switch to another player nothing of the last
  // player's data may show: reset. After a login from signed-out, what was read as a guest (a task's
  // status, say) is refreshed for the player while it stays on screen: invalidate, except the answers
  // the server already read for this very player (a signed-in page's first data, fromServer's mark).
  let userId = store.get(credentialsAtom)?.userId ?? null;
  store.sub(credentialsAtom, () => {
    const next = store.get(credentialsAtom)?.userId ?? null;
    const previous = userId;
    userId = next;
    const queryClient = queries.current;
    if (previous === next || !queryClient) return;
    void (previous === null
      ? queryClient.invalidateQueries({ predicate: (query) => answeredFor(query.meta) !== next })
      : queryClient.resetQueries());
  });

  return {
    brand,
    config,
    store,
    platform,
    api,
    queries,
    analytics,
    navigation,
    failures: createFailureFeed(queries),
    toasts: createToastStore(),
    snackbars: createSnackbarStore(),
    installPrompt: createInstallPromptStore(isBrowser() ? window : undefined),
  };
}
