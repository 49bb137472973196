import { fakePlatform } from "@repo/session/platform/test-platform";
import { SessionProvider } from "@repo/session/react/provider";
import { createMemoryStorage } from "@repo/session/storage/adapter";
import { createMemoryCookieJar } from "@repo/session/storage/cookies";
import { sessionStatusAtom } from "@repo/session/stores/session";
import { renderWithI18n } from "@repo/ui/test/render";
import { act, cleanup, waitFor } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ClientRuntime } from "./create-runtime";
import type { AppRouteRules } from "./route-rules";
import { RuntimeContext } from "./runtime-context";

// App start's page rules under test: the user-info refresh of the pages that always show it fresh.
const location = vi.hoisted(() => ({ pathname: "/en-US/vip" }));
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: () => undefined, replace: () => undefined }),
  usePathname: () => location.pathname,
}));
vi.mock("./open-app-config", () => ({ loadOpenAppConfig: async () => null, loadGuestCountry: async () => null }));

const { AppStartEffects } = await import("./AppStartEffects");

const RULES: AppRouteRules = {
  redirectsToLogin: () => false,
  showsLoadingOverlay: () => false,
  refetchesUserInfo: (path) => path === "/vip" || path === "/wallet",
  showsFeedbackBall: () => false,
  telegramBackAction: () => ({ kind: "history-back" }),
  tabBarTab: () => null,
};

const STORED = { user_id: "21", user_secret_key: "key-21", user_name: "Hoa", login_type: "login_v2" };

function renderStart(pathname: string) {
  location.pathname = pathname;
  const store = createStore();
  const platform = fakePlatform({ kind: "web", storage: createMemoryStorage(STORED) });
  const runtime = { store, config: { tagManager: null, telegramBotName: "bot" }, navigation: { locale: "en-US" }, analytics: null } as unknown as ClientRuntime;
  const loadUserInfo = vi.fn(async () => ({ user_id: 21, phone_number: "+84912345678" }));
  const cookies = createMemoryCookieJar();
  const pageLocation = { hostname: "localhost", protocol: "http:" };
  const telegramLogin = () => new Promise<never>(() => undefined);
  // The same parts on every render: a navigation changes the path only.
  const tree = () => (
    <SessionProvider platform={platform} store={store} cookies={cookies} location={pageLocation}>
      <RuntimeContext.Provider value={runtime}>
        <AppStartEffects rules={RULES} loadUserInfo={loadUserInfo} telegramLogin={telegramLogin} />
      </RuntimeContext.Provider>
    </SessionProvider>
  );
  const view = renderWithI18n(tree());
  return { store, loadUserInfo, navigate: (next: string) => ((location.pathname = next), view.rerender(tree())) };
}

afterEach(cleanup);

describe("app start's user-info refresh", () => {
  it("reads user info once on a page that always shows it fresh: start's read is that page's", async () => {
    const { store, loadUserInfo } = renderStart("/en-US/vip");
    await waitFor(() => expect(store.get(sessionStatusAtom).hasInit).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loadUserInfo).toHaveBeenCalledTimes(1);
  });

  it("reads it again on each such page opened later, and not on other pages", async () => {
    const { store, loadUserInfo, navigate } = renderStart("/en-US/vip");
    await waitFor(() => expect(store.get(sessionStatusAtom).hasInit).toBe(true));
    act(() => navigate("/en-US/games"));
    act(() => navigate("/en-US/wallet"));
    await waitFor(() => expect(loadUserInfo).toHaveBeenCalledTimes(2));
    act(() => navigate("/en-US/vip"));
    await waitFor(() => expect(loadUserInfo).toHaveBeenCalledTimes(3));
  });
});
