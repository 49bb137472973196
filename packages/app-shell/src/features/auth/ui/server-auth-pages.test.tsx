// The auth pages as their server renders them and the browser hydrates them: the frame and the links are the
// server's HTML; the buttons, the forms, the callback's work and what verify and bind-phone ask are parts
// loaded after start, drawn by the server meanwhile.
import type { ApiClient } from "@repo/api-client/client";
import type { LoginResult } from "@repo/api-client/schemas/common";
import { I18nProvider } from "@lingui/react";
import { fakePlatform } from "@repo/session/platform/test-platform";
import { SessionProvider } from "@repo/session/react/provider";
import { type KeyValueStorage, createMemoryStorage } from "@repo/session/storage/adapter";
import { createMemoryCookieJar } from "@repo/session/storage/cookies";
import { persisted } from "@repo/session/storage/persisted";
import { sessionStatusAtom } from "@repo/session/stores/session";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import { typedAheadPart } from "@repo/ui/lib/typed-ahead-part";
import { createTestI18n } from "@repo/ui/test/render";
import { act, fireEvent, waitFor, within } from "@testing-library/react";
import { createStore } from "jotai";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ClientRuntime } from "../../../runtime/create-runtime";
import { RuntimeContext } from "../../../runtime/runtime-context";
import type { AuthBrandAdapter, AuthConfig } from "../brand-adapter";
import { BindPhoneBody, type BindPhoneBodyProps } from "./BindPhoneBody";
import { type BindPhonePageProps, BindPhoneScreen } from "./BindPhoneScreen";
import { LoginForms, type LoginFormsProps } from "./LoginForms";
import { LoginHomeScreen } from "./LoginHomeScreen";
import { LoginMethods, type LoginMethodsProps } from "./LoginMethods";
import { LoginMethodsSkeleton, loginMethodsShape } from "./LoginMethodsSkeleton";
import { LoginScreen } from "./LoginScreen";
import { OAuthCallbackScreen } from "./OAuthCallbackScreen";
import { OAuthCallbackWaiting } from "./OAuthCallbackWaiting";
import { OAuthCallbackWork, type OAuthCallbackWorkProps } from "./OAuthCallbackWork";
import { VerifyBody, type VerifyBodyProps } from "./VerifyBody";
import { VerifyScreen, type VerifyPageProps } from "./VerifyScreen";

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const FRIEND: LoginResult = { user_id: 20001, user_secret_key: "friend-key", username: "friend", user_login: "login_v2", new_user: false };
const CONFIG: AuthConfig = { apiOrigin: "http://api", redirectAllowedHosts: [], telegramBotName: "xworld_bot" };
const BACK_URL = "/en-US/wallet";

const adapter = {
  homePath: (locale: string) => `/${locale}`,
  sendCode: vi.fn(async () => ({ expire_in: 300, resend_in: 60 })),
  loginWithPhone: vi.fn(async () => FRIEND),
  providers: ["google", "vk"],
  loginWithProvider: vi.fn(async () => FRIEND),
  telegram: { init: vi.fn(), result: vi.fn() },
  bindPhone: vi.fn(async () => undefined),
  loadUserInfo: vi.fn(async () => ({ user_id: FRIEND.user_id, username: FRIEND.username })),
} satisfies AuthBrandAdapter;

// What a brand's part modules are: the shared client part with the brand's adapter, loaded after start.
const MethodsPart = lazyPart(
  async () => (props: Omit<LoginMethodsProps, "adapter">) => <LoginMethods adapter={adapter} {...props} />,
  ({ shape, size }) => <LoginMethodsSkeleton shape={shape} size={size} />,
);
const CallbackPart = lazyPart(
  async () => (props: Omit<OAuthCallbackWorkProps, "adapter">) => <OAuthCallbackWork adapter={adapter} {...props} />,
  <OAuthCallbackWaiting provider={null} />,
);

const FormsPart = (load: () => Promise<void> = async () => undefined) =>
  typedAheadPart(async () => {
    await load();
    return (props: Omit<LoginFormsProps, "adapter">) => <LoginForms adapter={adapter} {...props} />;
  });
const VerifyPart = placeheldPart(async () => (props: Omit<VerifyBodyProps, "adapter">) => <VerifyBody adapter={adapter} {...props} />);
const BindPhonePart = placeheldPart(async () => (props: Omit<BindPhoneBodyProps, "adapter">) => <BindPhoneBody adapter={adapter} {...props} />);

type Store = ReturnType<typeof createStore>;
/** App start over: nobody signed in (the session reads the storage once mounted). */
const signedOut = (store: Store) => store.set(sessionStatusAtom, { hasLogin: false, hasInit: true, initError: null });
/** App start over with the friend's login stored, with `phone_number` (or none) in their user info. */
const signedIn = (phone: string | undefined) => (store: Store, storage: KeyValueStorage) => {
  persisted.userId.write(storage, FRIEND.user_id);
  persisted.secretKey.write(storage, FRIEND.user_secret_key);
  persisted.userInfo.write(storage, { user_id: FRIEND.user_id, username: FRIEND.username, ...(phone ? { phone_number: phone } : {}) });
  store.set(sessionStatusAtom, { hasLogin: true, hasInit: true, initError: null });
};

/** The page's HTML as the server renders it (its parts' places only), then hydrated in the browser. */
async function serverThenBrowser(
  element: ReactElement,
  session: (store: Store, storage: KeyValueStorage) => void = signedOut,
  beforeHydration?: (container: HTMLElement) => void,
) {
  const storage = createMemoryStorage({});
  const platform = fakePlatform({ storage, kind: "web" });
  const store = createStore();
  session(store, storage);
  const runtime = { api: {} as ApiClient, platform, store } as unknown as ClientRuntime;
  const tree = (
    <I18nProvider i18n={createTestI18n()}>
      <SessionProvider platform={platform} store={store} cookies={createMemoryCookieJar()} location={{ hostname: "localhost", protocol: "http:" }}>
        <RuntimeContext.Provider value={runtime}>{element}</RuntimeContext.Provider>
      </SessionProvider>
    </I18nProvider>
  );
  const html = renderToString(tree);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  beforeHydration?.(container);
  const recoverable: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: (error) => void recoverable.push(error) }));
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { html, container, recoverable, unmount };
}

afterEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
});

describe("the login home rendered on the server", () => {
  it("has the phone way as a link and a block per sign-in button in its HTML, and the buttons once their part has loaded", async () => {
    const shape = loginMethodsShape(adapter);
    expect(shape).toEqual({ providers: 2, telegram: true });
    const page = await serverThenBrowser(
      <LoginHomeScreen locale="en-US" backUrl={BACK_URL} email={false} methods={<MethodsPart config={CONFIG} locale="en-US" backUrl={BACK_URL} size="lg" shape={shape} />} />,
    );
    expect(page.html).toContain(`href="/en-US/user/login?backUrl=${encodeURIComponent(BACK_URL)}"`);
    expect(page.html).not.toContain("Sign in with e-mail");
    expect(page.html).not.toContain("Continue with Google");
    expect(page.html.match(/data-skeleton=""/g)).toHaveLength(3);
    expect(page.recoverable).toEqual([]);
    const screen = within(page.container);
    for (const name of ["Google", "VK", "Telegram"]) expect(await screen.findByRole("button", { name: `Continue with ${name}` })).toBeTruthy();
    expect(page.container.querySelector("[data-skeleton]")).toBeNull();
    page.unmount();
  });
});

describe("the OAuth callback rendered on the server", () => {
  it("says it is signing in in its HTML, then checks the callback once its part has loaded", async () => {
    const query = { provider: "google", code: "oauth-code", state: "never-started" };
    const page = await serverThenBrowser(<OAuthCallbackScreen work={<CallbackPart config={CONFIG} locale="en-US" query={query} />} />);
    expect(page.html).toContain("Signing you in…");
    expect(page.html).toMatch(/<h1[^>]*>Signing in<\/h1>/);
    expect(page.recoverable).toEqual([]);
    const screen = within(page.container);
    expect(await screen.findByText("This sign-in was refused: it was not started on this page.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to sign-in" }).getAttribute("href")).toBe("/en-US/user/login");
    expect(adapter.loginWithProvider).not.toHaveBeenCalled();
    page.unmount();
  });
});

const LOGIN_PAGE = { config: CONFIG, locale: "en-US", backUrl: BACK_URL, verify: false } as const;
const phoneBox = (container: HTMLElement) => within(container).getByLabelText<HTMLInputElement>("Phone number");

describe("the login page rendered on the server", () => {
  it("has the title, the phone form (Send code not yet usable) and a block per sign-in button in its HTML, then the working form", async () => {
    const page = await serverThenBrowser(<LoginScreen adapter={adapter} {...LOGIN_PAGE} Forms={FormsPart()} Methods={MethodsPart} />);
    expect(page.html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(page.html).toMatch(/<label[^>]*>Phone number<\/label>/);
    expect(page.html).toMatch(/<button type="button" disabled=""[^>]*><span[^>]*>Send code<\/span><\/button>/);
    expect(page.html).not.toContain("For your security, sign in again to continue");
    expect(page.html.match(/data-skeleton=""/g)).toHaveLength(3);
    expect(page.recoverable).toEqual([]);
    const screen = within(page.container);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send code" }).disabled).toBe(false));
    fireEvent.change(phoneBox(page.container), { target: { value: "933000555" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("We sent a 6-digit code to +84 933 000 555.")).toBeTruthy();
    expect(adapter.sendCode).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeTruthy();
    page.unmount();
  });

  it("keeps a number typed into the server's field before the form had loaded, and the focus", async () => {
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const page = await serverThenBrowser(<LoginScreen adapter={adapter} {...LOGIN_PAGE} verify Forms={FormsPart(() => arrived)} Methods={MethodsPart} />, signedOut, (container) => {
      // Typed while the page's scripts load.
      phoneBox(container).value = "0912 345";
    });
    expect(page.html).toContain("For your security, sign in again to continue");
    // And more while the form's part loads.
    const early = phoneBox(page.container);
    early.focus();
    early.value = "0912 345 678";
    await act(async () => arrive());
    const screen = within(page.container);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send code" }).disabled).toBe(false));
    const field = phoneBox(page.container);
    expect(field).not.toBe(early);
    expect(field.value).toBe("0912345678");
    expect(document.activeElement).toBe(field);
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(adapter.sendCode).toHaveBeenCalledWith({}, { country_code: "+84", phone: "912345678" }));
    page.unmount();
  });

  it("draws the method tabs of a brand with e-mail, on the tab the address names, until they work", async () => {
    const withEmail = { ...adapter, email: { login: vi.fn(async () => FRIEND) } };
    const page = await serverThenBrowser(<LoginScreen adapter={withEmail} {...LOGIN_PAGE} method="email" Forms={FormsPart()} Methods={MethodsPart} />);
    expect(page.html).toMatch(/<button[^>]*role="tab" aria-selected="true" aria-disabled="true"[^>]*>E-mail<\/button>/);
    expect(page.html).toMatch(/<label[^>]*>E-mail<\/label>/);
    expect(page.html).not.toContain("Phone number");
    expect(page.recoverable).toEqual([]);
    // The part here has the test adapter, without e-mail: the phone form it draws shows the part came.
    expect(await within(page.container).findByRole("button", { name: "Send code" })).toBeTruthy();
    page.unmount();
  });
});

const HERE = "/en-US/user/verify?backUrl=%2Fen-US%2Fwallet";
const VERIFY_PAGE: VerifyPageProps = { config: CONFIG, locale: "en-US", backUrl: BACK_URL, here: HERE };

describe("the verify page rendered on the server", () => {
  it("has the title, the way back and a skeleton of the player's form in its HTML, then the code to the player's own number", async () => {
    const page = await serverThenBrowser(<VerifyScreen adapter={adapter} {...VERIFY_PAGE} Body={VerifyPart} />, signedIn("+84912345678"));
    expect(page.html).toMatch(/<h1[^>]*>Verify it&#x27;s you<\/h1>/);
    expect(page.html).toContain('aria-label="Back"');
    expect(page.html).toContain('aria-label="Loading your account…"');
    expect(page.html).toMatch(/data-skeleton=""/);
    expect(page.recoverable).toEqual([]);
    const screen = within(page.container);
    expect(await screen.findByText("+84 912 345 678")).toBeTruthy();
    expect(page.container.querySelector("[data-skeleton]")).toBeNull();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send code" }).disabled).toBe(false));
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(adapter.sendCode).toHaveBeenCalledWith({}, { country_code: "+84", phone: "912345678" }));
    page.unmount();
  });

  it("sends a guest to sign in first, and a player without a number to add one", async () => {
    const guest = await serverThenBrowser(<VerifyScreen adapter={adapter} {...VERIFY_PAGE} Body={VerifyPart} />);
    expect(await within(guest.container).findByText("Sign in first to continue.")).toBeTruthy();
    guest.unmount();
    const numberless = await serverThenBrowser(<VerifyScreen adapter={adapter} {...VERIFY_PAGE} Body={VerifyPart} />, signedIn(undefined));
    const link = await within(numberless.container).findByRole("link", { name: "Add a phone number" });
    expect(link.getAttribute("href")).toBe(`/en-US/user/bind-phone?backUrl=${encodeURIComponent(HERE)}`);
    numberless.unmount();
  });
});

const BIND_PAGE: BindPhonePageProps = { config: CONFIG, locale: "en-US", backUrl: BACK_URL, here: "/en-US/user/bind-phone" };

describe("the bind-phone page rendered on the server", () => {
  it("has the title and the phone form (not yet usable) in its HTML, then the form that binds", async () => {
    const page = await serverThenBrowser(<BindPhoneScreen adapter={adapter} {...BIND_PAGE} Body={BindPhonePart} />, signedIn(undefined));
    expect(page.html).toMatch(/<h1[^>]*>Bind phone number<\/h1>/);
    expect(page.html).toContain('aria-label="Loading your account…"');
    expect(page.html).toMatch(/<input[^>]*disabled=""[^>]*>/);
    expect(page.recoverable).toEqual([]);
    const screen = within(page.container);
    expect(await screen.findByText("Add a phone number to your account to continue. We will send it a code.")).toBeTruthy();
    await waitFor(() => expect(phoneBox(page.container).disabled).toBe(false));
    fireEvent.change(phoneBox(page.container), { target: { value: "933000555" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByLabelText("Password")).toBeTruthy();
    expect(adapter.sendCode).toHaveBeenCalledWith({}, { country_code: "+84", phone: "933000555" });
    page.unmount();
  });

  it("sends a guest to sign in first", async () => {
    const page = await serverThenBrowser(<BindPhoneScreen adapter={adapter} {...BIND_PAGE} Body={BindPhonePart} />);
    const link = await within(page.container).findByRole("link", { name: "Sign in" });
    expect(link.getAttribute("href")).toBe(`/en-US/user/login?backUrl=${encodeURIComponent("/en-US/user/bind-phone")}`);
    page.unmount();
  });
});
