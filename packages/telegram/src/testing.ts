// Test helpers: open a page as a Telegram mini app with no Telegram around.
// Node side (Playwright test files, Vitest): sign init data and contacts, build the launch hash.
// Browser side: `installFakeTelegram`, a self-contained function for `page.addInitScript`, that
// plays the Telegram client through the SDK's real channel (window.TelegramWebviewProxy.postEvent
// in, window.Telegram.WebView.receiveEvent out).
import { sign, signData, type User } from "@telegram-apps/init-data-node";

export interface TestLaunchOptions {
  /** Bot token the server validates init data with (the dev API's dev bot token). */
  botToken: string;
  user?: User;
  startParam?: string;
  /** Mini Apps API version. Default "8.0". */
  version?: string;
  /** Default "android". */
  platform?: string;
  themeParams?: Record<string, string>;
  /**
   * When Telegram signed the init data. Required: the helpers never read the machine's clock. A unit
   * test passes its test clock (`createTestClock().date()`); an e2e test passes the clock of the server
   * that validates it (`await devApi.now()`), which checks the age of init data (24 h).
   */
  authDate: Date;
  /** Put tgWebAppData in the hash unencoded, as clients from 9.6 on may do. */
  unencoded?: boolean;
}

export const DEFAULT_TEST_USER: User = {
  id: 777000111,
  first_name: "Test",
  last_name: "Player",
  username: "test_player",
  language_code: "en",
};

export const DEFAULT_TEST_THEME: Record<string, string> = {
  bg_color: "#17212b",
  text_color: "#f5f5f5",
  hint_color: "#708499",
  link_color: "#6ab3f3",
  button_color: "#5288c1",
  button_text_color: "#ffffff",
  secondary_bg_color: "#232e3c",
};

/** Signed init data (with the `signature` key the SDK v3 parser requires), as a query string. */
export function signTestInitData(options: TestLaunchOptions): string {
  return sign(
    {
      user: options.user ?? DEFAULT_TEST_USER,
      ...(options.startParam ? { start_param: options.startParam } : {}),
    },
    options.botToken,
    options.authDate,
  );
}

/** The URL hash Telegram opens a mini app with, starting with "#". */
export function buildLaunchHash(options: TestLaunchOptions): string {
  const initData = signTestInitData(options);
  const rest = new URLSearchParams({
    tgWebAppVersion: options.version ?? "8.0",
    tgWebAppPlatform: options.platform ?? "android",
    tgWebAppThemeParams: JSON.stringify(options.themeParams ?? DEFAULT_TEST_THEME),
    ...(options.startParam ? { tgWebAppStartParam: options.startParam } : {}),
  }).toString();
  const data = options.unencoded ? initData : encodeURIComponent(initData);
  return `#tgWebAppData=${data}&${rest}`;
}

/** `url` with the launch hash, e.g. `buildLaunchUrl("http://127.0.0.1:3100/vi-VN", { botToken })`. */
export function buildLaunchUrl(url: string, options: TestLaunchOptions): string {
  return `${url.split("#")[0]}${buildLaunchHash(options)}`;
}

export interface TestContact {
  user_id: number;
  phone_number: string;
  first_name: string;
  last_name?: string;
}

/**
 * A contact as Telegram returns it to `getRequestedContact`: `contact=<JSON>&auth_date=<s>&hash=<hex>`,
 * signed like init data, so a server can check it with init-data-node's `validate(raw, botToken)`.
 * `authDate` comes from the caller's clock (see {@link TestLaunchOptions.authDate}).
 */
export function signTestContact(botToken: string, contact: TestContact, authDate: Date): string {
  const params = new URLSearchParams({
    contact: JSON.stringify(contact),
    auth_date: String(Math.floor(authDate.getTime() / 1000)),
  });
  const checkString = [...params.entries()]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join("\n");
  params.append("hash", signData(checkString, botToken));
  return params.toString();
}

export interface FakeTelegramOptions {
  /** Button id the player presses in popups; null dismisses them. Default "ok". */
  popupAnswer?: string | null;
  /** What the player does when asked for the phone. Default "share". */
  phoneAnswer?: "share" | "refuse";
  /** Raw signed contact returned once shared (see {@link signTestContact}). */
  contact?: string;
  /** Biometry info; "silent" never answers (device id times out). Default available with an id. */
  biometry?: { available: boolean; device_id?: string } | "silent";
  /** Initial CloudStorage content. */
  cloudStorage?: Record<string, string>;
  themeParams?: Record<string, string>;
}

/** What the fake Telegram client exposes on `window.__fakeTelegram`. */
export interface FakeTelegramHandle {
  /** Every event the page posted: [type, params], oldest first. */
  events: Array<[string, unknown]>;
  options: FakeTelegramOptions;
  cloudStorage: Record<string, string>;
  /** Sends an event to the page, as the Telegram client would. */
  emit(type: string, data?: unknown): void;
  /** The player presses Telegram's back button. */
  pressBack(): void;
}

declare global {
  interface Window {
    __fakeTelegram?: FakeTelegramHandle;
  }
}

/**
 * Installs a fake Telegram client into the page. Self-contained on purpose (Playwright serialises
 * it): `await page.addInitScript(installFakeTelegram, { contact })`. Answers:
 * web_app_open_popup → popup_closed, web_app_request_phone → phone_requested,
 * web_app_invoke_custom_method (getRequestedContact, CloudStorage) → custom_method_invoked with the
 * same req_id, web_app_biometry_get_info → biometry_info_received, web_app_request_theme →
 * theme_changed, web_app_request_viewport → viewport_changed.
 */
export function installFakeTelegram(options: FakeTelegramOptions = {}): void {
  type Receiver = { Telegram?: { WebView?: { receiveEvent?: (type: string, data?: unknown) => void } } };
  const target = window as unknown as Window & Receiver & { TelegramWebviewProxy?: unknown };
  let phoneShared = false;

  const handle: FakeTelegramHandle = {
    events: [],
    options,
    cloudStorage: { ...(options.cloudStorage ?? {}) },
    emit(type, data) {
      setTimeout(() => {
        const receive = target.Telegram?.WebView?.receiveEvent;
        if (receive) receive(type, data);
      }, 0);
    },
    pressBack() {
      handle.emit("back_button_pressed");
    },
  };

  function answerCustomMethod(reqId: string, method: string, params: Record<string, unknown>) {
    const reply = (result: unknown) => handle.emit("custom_method_invoked", { req_id: reqId, result });
    const fail = (error: string) => handle.emit("custom_method_invoked", { req_id: reqId, error });
    switch (method) {
      case "getRequestedContact":
        if (phoneShared && handle.options.contact) reply(handle.options.contact);
        else fail("CONTACT_NOT_SHARED");
        return;
      case "getStorageValues": {
        const keys = Array.isArray(params.keys) ? (params.keys as string[]) : [];
        const values: Record<string, string> = {};
        for (const key of keys) values[key] = handle.cloudStorage[key] ?? "";
        reply(values);
        return;
      }
      case "saveStorageValue":
        handle.cloudStorage[String(params.key)] = String(params.value);
        reply(true);
        return;
      case "getStorageKeys":
        reply(Object.keys(handle.cloudStorage));
        return;
      case "deleteStorageValues": {
        const keys = Array.isArray(params.keys) ? (params.keys as string[]) : [];
        for (const key of keys) delete handle.cloudStorage[key];
        reply(true);
        return;
      }
      default:
        fail("UNKNOWN_METHOD");
    }
  }

  target.TelegramWebviewProxy = {
    postEvent(type: string, json?: string) {
      let data: Record<string, unknown> = {};
      try {
        data = json ? (JSON.parse(json) as Record<string, unknown>) : {};
      } catch {
        data = {};
      }
      handle.events.push([type, data]);
      switch (type) {
        case "web_app_open_popup": {
          const answer = handle.options.popupAnswer === undefined ? "ok" : handle.options.popupAnswer;
          handle.emit("popup_closed", answer === null ? {} : { button_id: answer });
          return;
        }
        case "web_app_request_phone": {
          const share = (handle.options.phoneAnswer ?? "share") === "share";
          phoneShared = phoneShared || share;
          handle.emit("phone_requested", { status: share ? "sent" : "cancelled" });
          return;
        }
        case "web_app_invoke_custom_method":
          answerCustomMethod(String(data.req_id), String(data.method), (data.params ?? {}) as Record<string, unknown>);
          return;
        case "web_app_biometry_get_info": {
          const biometry = handle.options.biometry ?? { available: true, device_id: "fake-device-id-0001" };
          if (biometry === "silent") return;
          handle.emit(
            "biometry_info_received",
            biometry.available
              ? { available: true, access_requested: false, access_granted: false, device_id: biometry.device_id ?? "", token_saved: false, type: "finger" }
              : { available: false },
          );
          return;
        }
        case "web_app_request_theme":
          handle.emit("theme_changed", { theme_params: handle.options.themeParams ?? {} });
          return;
        case "web_app_request_viewport":
          handle.emit("viewport_changed", { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true });
          return;
        default:
          return;
      }
    },
  };
  target.__fakeTelegram = handle;
}

/**
 * For DOM unit tests (Vitest with happy-dom): makes the current window a mini app. Clears the SDK's
 * remembered launch parameters, puts the signed launch hash into the URL and installs the fake
 * client. Call `startTelegram` afterwards, and stop it after the test.
 */
export function openAsMiniApp(options: TestLaunchOptions & { fake?: FakeTelegramOptions }): FakeTelegramHandle {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", `${window.location.pathname}${window.location.search}${buildLaunchHash(options)}`);
  installFakeTelegram({ themeParams: options.themeParams ?? DEFAULT_TEST_THEME, ...options.fake });
  const handle = window.__fakeTelegram;
  if (!handle) throw new Error("fake Telegram was not installed");
  return handle;
}

/** Undoes {@link openAsMiniApp}: plain URL, no fake client, no remembered launch parameters. */
export function leaveMiniApp(): void {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", `${window.location.pathname}${window.location.search}`);
  const target = window as unknown as Record<string, unknown>;
  delete target.TelegramWebviewProxy;
  delete target.__fakeTelegram;
}
