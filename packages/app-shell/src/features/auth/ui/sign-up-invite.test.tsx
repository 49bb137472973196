// Every sign-up-capable login of the shared screens sends the inviter a landing page kept (share_uid) as
// invite_code, and a finished login leaves that inviter and the attribution stored (first touch).
import type { ApiClient } from "@repo/api-client/client";
import type { LoginResult } from "@repo/api-client/schemas/common";
import type { Platform } from "@repo/session/platform/types";
import { fakePlatform } from "@repo/session/platform/test-platform";
import { SessionProvider } from "@repo/session/react/provider";
import { createMemoryStorage } from "@repo/session/storage/adapter";
import { createMemoryCookieJar } from "@repo/session/storage/cookies";
import { sessionStatusAtom } from "@repo/session/stores/session";
import { renderWithI18n } from "@repo/ui/test/render";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { createStore } from "jotai";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { TEST_NOW } from "@repo/vitest-config/clock";
import type { ClientRuntime } from "../../../runtime/create-runtime";
import { RuntimeContext } from "../../../runtime/runtime-context";
import type { AuthBrandAdapter, AuthConfig } from "../brand-adapter";
import { rememberOAuth } from "../oauth-state";
import { EmailLoginForm } from "./EmailLoginForm";
import { LoginForms } from "./LoginForms";
import { OAuthCallbackWork } from "./OAuthCallbackWork";
import { ProviderButtons } from "./ProviderButtons";

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@repo/native-bridge/bridge", () => ({ bridge: { googleLogin: async () => ({ id_token: "native-id-token" }) } }));

const FRIEND: LoginResult = { user_id: 20001, user_secret_key: "friend-key", username: "friend", user_login: "login_v2", new_user: true };
const CONFIG: AuthConfig = { apiOrigin: "http://api", redirectAllowedHosts: [], telegramBotName: "xworld_bot" };
const BACK_URL = "/en-US/share/land?uid=10001";
/** What the landing page kept before the sign-up. */
const KEPT = { share_uid: "10001", utm_source: "fb", referral: JSON.stringify({ m: "facebook" }) };

function setup(options: { stored?: Record<string, string>; kind?: Platform["kind"] } = {}) {
  const adapter = {
    homePath: (locale: string) => `/${locale}`,
    sendCode: vi.fn(async () => ({ expire_in: 300, resend_in: 60 })),
    loginWithPhone: vi.fn(async () => FRIEND),
    providers: ["google"],
    loginWithProvider: vi.fn(async () => FRIEND),
    email: { login: vi.fn(async () => FRIEND) },
    bindPhone: vi.fn(async () => undefined),
    loadUserInfo: vi.fn(async () => ({ user_id: FRIEND.user_id, username: FRIEND.username })),
  } satisfies AuthBrandAdapter;
  const storage = createMemoryStorage(options.stored ?? KEPT);
  const platform = fakePlatform({ storage, kind: options.kind ?? "web" });
  const store = createStore();
  store.set(sessionStatusAtom, { hasLogin: false, hasInit: true, initError: null });
  const runtime = { api: {} as ApiClient, platform, store } as unknown as ClientRuntime;
  const render = (element: ReactElement) =>
    renderWithI18n(
      <SessionProvider platform={platform} store={store} cookies={createMemoryCookieJar()} location={{ hostname: "localhost", protocol: "http:" }}>
        <RuntimeContext.Provider value={runtime}>{element}</RuntimeContext.Provider>
      </SessionProvider>,
    );
  return { adapter, storage, render };
}

/** The login went through: the friend's login is stored and the player is on the way back. */
async function signedIn(storage: ReturnType<typeof createMemoryStorage>) {
  await waitFor(() => expect(router.push.mock.calls.length + router.replace.mock.calls.length).toBe(1));
  expect(storage.getItem("user_id")).toBe(String(FRIEND.user_id));
}

async function signUpByPhone() {
  fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "933000555" } });
  fireEvent.click(screen.getByRole("button", { name: "Send code" }));
  for (const [index, digit] of [..."123456"].entries()) {
    fireEvent.change(await screen.findByLabelText(`Digit ${index + 1} of 6`), { target: { value: digit } });
  }
}

afterEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
});

describe("sign-up logins send the stored inviter", () => {
  it("phone: sends invite_code and keeps the inviter and attribution after the login", async () => {
    const { adapter, storage, render } = setup();
    render(<LoginForms adapter={adapter} config={CONFIG} locale="en-US" backUrl={BACK_URL} />);
    await signUpByPhone();
    await signedIn(storage);
    expect(adapter.loginWithPhone).toHaveBeenCalledWith(expect.anything(), { country_code: "+84", phone: "933000555", code: "123456", invite_code: "10001" });
    expect(storage.snapshot()).toMatchObject(KEPT);
  });

  it("phone: sends no invite_code when no inviter (or no valid one) is stored", async () => {
    for (const stored of [{}, { share_uid: "abc" }] as Record<string, string>[]) {
      const { adapter, storage, render } = setup({ stored });
      const view = render(<LoginForms adapter={adapter} config={CONFIG} locale="en-US" backUrl={BACK_URL} />);
      await signUpByPhone();
      await signedIn(storage);
      expect(adapter.loginWithPhone).toHaveBeenCalledWith(expect.anything(), { country_code: "+84", phone: "933000555", code: "123456" });
      view.unmount();
      vi.clearAllMocks();
    }
  });

  it("e-mail: sends invite_code and keeps the inviter", async () => {
    const { adapter, storage, render } = setup();
    render(<EmailLoginForm adapter={adapter} config={CONFIG} locale="en-US" backUrl={BACK_URL} />);
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "friend@dev.invalid" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "password1" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await signedIn(storage);
    expect(adapter.email.login).toHaveBeenCalledWith(expect.anything(), { email: "friend@dev.invalid", password: "password1", invite_code: "10001" });
    expect(storage.getItem("share_uid")).toBe("10001");
  });

  it("OAuth callback: sends invite_code with the provider's code and keeps the inviter", async () => {
    const { adapter, storage, render } = setup();
    const redirectUri = "http://localhost/en-US/user/fb-login-feedback?provider=google";
    // The callback judges the remembered sign-in's age by the clock: it stands at TEST_NOW.
    vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    rememberOAuth(window.sessionStorage, { state: "s1", provider: "google", backUrl: BACK_URL, redirectUri, codeVerifier: "v".repeat(43), createdAt: TEST_NOW });
    render(<OAuthCallbackWork adapter={adapter} config={CONFIG} locale="en-US" query={{ provider: "google", code: "oauth-code", state: "s1" }} />);
    await signedIn(storage);
    expect(adapter.loginWithProvider).toHaveBeenCalledWith(expect.anything(), { provider: "google", code: "oauth-code", redirectUri, codeVerifier: "v".repeat(43), invite_code: "10001" });
    expect(storage.getItem("share_uid")).toBe("10001");
  });

  it("native Google: sends invite_code with the host's id token and keeps the inviter", async () => {
    const { adapter, storage, render } = setup({ kind: "native" });
    render(<ProviderButtons adapter={adapter} config={CONFIG} locale="en-US" backUrl={BACK_URL} />);
    fireEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    await waitFor(() => expect(storage.getItem("user_id")).toBe(String(FRIEND.user_id)));
    expect(adapter.loginWithProvider).toHaveBeenCalledWith(expect.anything(), { provider: "google", code: "native-id-token", redirectUri: "", invite_code: "10001" });
    expect(storage.getItem("share_uid")).toBe("10001");
  });
});
