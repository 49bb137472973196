import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { createStore } from "jotai";
import { type ReactNode, useEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import { fakePlatform } from "../platform/test-platform";
import { createMemoryStorage } from "../storage/adapter";
import { createMemoryCookieJar } from "../storage/cookies";
import { credentialsAtom, sessionStatusAtom, userInfoAtom } from "../stores/session";
import type { Credentials, PlatformKind } from "../types";
import { useAppInit, useNativeResume } from "./app-start-hooks";
import { useIsLoggedIn, useLogin, useLogout, useSession, useSessionValue } from "./hooks";
import { SessionProvider } from "./provider";

function setup(kind: PlatformKind = "web", stored: Record<string, string> = {}) {
  const storage = createMemoryStorage(stored);
  const platform = fakePlatform({ kind, storage });
  const store = createStore();
  const cookies = createMemoryCookieJar();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider platform={platform} store={store} cookies={cookies} location={{ hostname: "m.example.com", protocol: "https:", cookieDomain: ".example.com" }}>
      {children}
    </SessionProvider>
  );
  return { platform, storage, store, cookies, wrapper };
}

const STORED = { user_id: "21", user_secret_key: "key-21", user_name: "Hoa", login_type: "login_v2" };

describe("SessionProvider", () => {
  it("hydrates the session from storage after mount", async () => {
    const { wrapper } = setup("web", STORED);
    function Who() {
      const session = useSession();
      return <p>{session.userId == null ? "guest" : `user ${session.userId} ${session.userName}`}</p>;
    }
    render(<Who />, { wrapper });
    expect(await screen.findByText("user 21 Hoa")).toBeTruthy();
  });

  it("has the stored login in the store before any effect of the page runs (a first query asks with it)", () => {
    const { wrapper, store } = setup("web", STORED);
    const seenByEffect: unknown[] = [];
    function Page() {
      useEffect(() => void seenByEffect.push(store.get(credentialsAtom)?.userId ?? null), []);
      return null;
    }
    render(<Page />, { wrapper });
    expect(seenByEffect).toEqual([21]);
  });

  it("hooks refuse to run outside the provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useLogin())).toThrow(/SessionProvider/);
  });
});

describe("useLogin / useLogout", () => {
  it("login stores credentials, writes cookies, tells the host and logs the UI in", async () => {
    const { wrapper, storage, cookies, platform } = setup();
    const { result } = renderHook(() => ({ login: useLogin(), loggedIn: useIsLoggedIn(), session: useSession() }), { wrapper });
    expect(result.current.loggedIn).toBe(false);

    let stored: Credentials | null = null;
    await act(async () => {
      stored = await result.current.login({ userId: "30", secretKey: "s30", userName: "Tuan", newUser: true, userInfo: { phone_number: "+849" } });
    });

    expect(stored).toEqual({ userId: 30, secretKey: "s30", userName: "Tuan", loginType: "login_v2" });
    expect(result.current.loggedIn).toBe(true);
    expect(result.current.session).toMatchObject({ userId: 30, newUser: true, newLogin: true, userInfo: { phone_number: "+849" } });
    expect(storage.snapshot()).toMatchObject({ user_id: "30", user_secret_key: "s30", user_info: '{"phone_number":"+849"}' });
    expect(cookies.attributesOf("user_id")?.domain).toBe(".example.com");
    expect(platform.notifyLogin).toHaveBeenCalledWith(stored);
  });

  it("login refuses an unusable key and changes nothing", async () => {
    const { wrapper, storage, platform } = setup();
    const { result } = renderHook(() => ({ login: useLogin(), loggedIn: useIsLoggedIn() }), { wrapper });
    await act(async () => {
      expect(await result.current.login({ userId: 30, secretKey: "null" })).toBeNull();
    });
    expect(result.current.loggedIn).toBe(false);
    expect(storage.snapshot()).toEqual({});
    expect(platform.notifyLogin).not.toHaveBeenCalled();
  });

  it("logout clears storage and the store, then hands over to the platform", async () => {
    const { wrapper, storage, store, platform } = setup("web", { ...STORED, cpl_init: "1" });
    store.set(sessionStatusAtom, { hasLogin: true, hasInit: true, initError: null });
    const { result } = renderHook(() => ({ logout: useLogout(), session: useSession() }), { wrapper });
    await waitFor(() => expect(result.current.session.userId).toBe(21));

    await act(() => result.current.logout());

    expect(result.current.session).toMatchObject({ userId: null, hasLogin: false, userInfo: null });
    expect(storage.snapshot()).toEqual({});
    expect(platform.logout).toHaveBeenCalledOnce();
  });
});

describe("useAppInit", () => {
  it("runs app start on mount and marks the session initialised with fresh user info", async () => {
    const { wrapper, storage, store } = setup("web", STORED);
    const loadUserInfo = vi.fn(async () => ({ phone_number: "+84777", userId: 21 }));
    const { result } = renderHook(() => useAppInit({ loadUserInfo, checkNativeApp: async () => null }), { wrapper });

    await waitFor(() => expect(result.current.state.status).toBe("ready"));
    expect(loadUserInfo).toHaveBeenCalledWith(expect.objectContaining({ userId: 21, secretKey: "key-21" }));
    expect(store.get(sessionStatusAtom)).toEqual({ hasLogin: true, hasInit: true, initError: null });
    expect(store.get(userInfoAtom)).toEqual({ phone_number: "+84777", userId: 21 });
    expect(storage.getItem("user_info")).toBe('{"phone_number":"+84777","userId":21}');
  });

  it("stores the host's login and app version inside the native app", async () => {
    const { wrapper, storage, platform } = setup("native");
    const { result } = renderHook(
      () =>
        useAppInit({
          loadUserInfo: async () => ({ userId: 50 }),
          checkNativeApp: async () => ({
            login: { userId: 50, secretKey: "h50", userName: "App", loginType: "login_v2" },
            environment: null,
            appVersion: "3.1.192",
            audit: false,
          }),
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.state.status).toBe("ready"));
    expect(storage.snapshot()).toMatchObject({ user_id: "50", user_secret_key: "h50", app_version: "3.1.192" });
    // The host made this login: it is not told about it again.
    expect(platform.notifyLogin).not.toHaveBeenCalled();
    expect(result.current.state.context.isAudit).toBe(true);
  });
});

describe("useNativeResume", () => {
  it("re-logs in when the app comes back with another user", async () => {
    const { wrapper, storage, store } = setup("native", STORED);
    let resume: () => void = () => undefined;
    const host: Credentials = { userId: 99, secretKey: "h99", userName: "Other", loginType: "login_v2" };
    renderHook(
      () =>
        useNativeResume({
          readHostLogin: async () => host,
          loadUserInfo: async () => ({ userId: 99 }),
          subscribe: (listener) => {
            resume = listener;
            return () => undefined;
          },
        }),
      { wrapper },
    );
    act(() => resume());
    await waitFor(() => expect(store.get(userInfoAtom)).toEqual({ userId: 99 }));
    expect(storage.getItem("user_id")).toBe("99");
  });

  it("does nothing outside the native app", () => {
    const { wrapper } = setup("web", STORED);
    const subscribe = vi.fn(() => () => undefined);
    renderHook(() => useNativeResume({ readHostLogin: async () => null, loadUserInfo: async () => ({}), subscribe }), { wrapper });
    expect(subscribe).not.toHaveBeenCalled();
  });
});

describe("SessionProvider re-renders", () => {
  it("hydrates once: a parent re-render does not overwrite the live session", async () => {
    const platform = fakePlatform({ storage: createMemoryStorage(STORED) });
    const store = createStore();
    function Tree() {
      return <p>{useSession().userInfo?.phone_number ?? "none"}</p>;
    }
    const view = (
      <SessionProvider platform={platform} store={store} location={{ hostname: "localhost", protocol: "http:" }}>
        <Tree />
      </SessionProvider>
    );
    const { rerender } = render(view);
    await waitFor(() => expect(store.get(sessionStatusAtom).hasLogin).toBe(true));
    act(() => store.set(userInfoAtom, { phone_number: "live" }));
    rerender(
      <SessionProvider platform={platform} store={store} location={{ hostname: "localhost", protocol: "http:" }}>
        <Tree />
      </SessionProvider>,
    );
    expect(await screen.findByText("live")).toBeTruthy();
  });
});

describe("useSessionValue", () => {
  it("renders again when its field changes, not on app start's updates to the rest", async () => {
    const { wrapper, store } = setup("web", STORED);
    const renders = vi.fn();
    function Name() {
      const userName = useSessionValue("userName");
      renders(userName);
      return <p>{userName ?? "nobody"}</p>;
    }
    render(<Name />, { wrapper });
    expect(await screen.findByText("Hoa")).toBeTruthy();
    const before = renders.mock.calls.length;
    act(() => {
      store.set(userInfoAtom, { phone_number: "fresh" });
      store.set(sessionStatusAtom, (status) => ({ ...status, hasInit: true }));
    });
    expect(renders).toHaveBeenCalledTimes(before);
    act(() => store.set(credentialsAtom, { userId: 21, secretKey: "key-21", userName: "Lan", loginType: "login_v2" }));
    expect(screen.getByText("Lan")).toBeTruthy();
    expect(renders).toHaveBeenCalledTimes(before + 1);
  });
});
