// Fixtures every e2e test gets: a handle on the dev API of the run (reset before each test, make the
// next call fail, read the one-time code it sent) and the console errors of every page the test has,
// which fail any test.
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { loginCookies } from "./login-cookies";
import { apiOriginOf } from "./index";

/** One analytics event as the dev API's collector received it. */
export interface CollectedEvent {
  id: string;
  event: string;
  page: string;
  project: string;
  module?: string;
  item_id?: string;
  api_url?: string;
  used_ms?: number;
  http_status?: number;
  code?: number | string;
  uid?: string;
}

/** A player's credentials as the dev API's login calls return them. */
export interface DevLogin {
  user_id: number;
  user_secret_key: string;
  username: string;
}

export interface DevApi {
  origin: string;
  /** Re-seeds the state and forgets collected analytics events. */
  reset(): Promise<void>;
  /**
   * The dev API's clock: what a test signs Telegram init data and contacts with, since that server
   * judges their age by it (a test never reads the machine's clock itself).
   */
  now(): Promise<Date>;
  /** Analytics events the collector received, in order (optionally one project's or one event's). */
  collected(filter?: { project?: string; event?: string }): Promise<CollectedEvent[]>;
  /** The next call matching `path` (a service path such as "/task/get_task_list") answers as given. */
  failNext(rule: {
    path?: string;
    code?: number;
    msg?: string;
    httpStatus?: number;
    delayMs?: number;
    times?: number;
    /** A malformed answer: "slow_body" never finishes its body (until delayMs), "huge_body" streams 6 MB. */
    hostile?: "non_json" | "wrong_types" | "missing_data" | "huge_body" | "slow_body";
  }): Promise<void>;
  /** The last one-time code the dev API "sent" to this phone (international form, e.g. +84901234567). */
  lastOtp(phone: string): Promise<string>;
  /**
   * Logs a player in by phone code straight against the dev API (default: the seeded player,
   * +84 912345678), e.g. to hand their credentials to the bridge simulator.
   */
  loginByPhone(phone?: { countryCode: string; number: string }): Promise<DevLogin>;
  /** Corrects texts after the release: the page-translation call serves them (message id → text). */
  setPageTexts(page: string, locale: string, texts: Record<string, string>): Promise<void>;
  /**
   * Calls a service path of the dev API directly (GET, or POST with a JSON body), unwrapping the
   * envelope; `as` a player sends their auth headers.
   */
  call<T>(service: string, path: string, body?: unknown, as?: DevLogin): Promise<T>;
}

export interface ConsoleErrors {
  /**
   * Messages of console errors and uncaught page errors so far, of every page of the test (other pages
   * than the test's own `page` are named: "[page 2] …").
   */
  readonly list: string[];
}

/**
 * A test that makes the dev API fail on purpose makes the browser log the failed load ("Failed to load
 * resource: … status of 500"); that is the test's doing, not the page's, so it does not count.
 */
export function isConsoleProblem(type: string, text: string): boolean {
  if (type === "error") return !text.startsWith("Failed to load resource:");
  return type === "warning" && /hydrat/i.test(text);
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

export const test = base.extend<{ devApi: DevApi; consoleErrors: ConsoleErrors }>({
  // Automatic: every test starts from the seeded state, whether or not it talks to the dev API itself.
  devApi: [
    async ({}, use, testInfo) => {
      const origin = apiOriginOf(testInfo.config);
      const devApi: DevApi = {
        origin,
        async reset() {
          await ok(await fetch(`${origin}/__dev/reset`, { method: "POST" }), "reset");
          await ok(await fetch(`${origin}/__dev/collected/reset`, { method: "POST" }), "collected reset");
        },
        async now() {
          const response = await ok(await fetch(`${origin}/__dev/health`), "health");
          return new Date(((await response.json()) as { data: { now_ms: number } }).data.now_ms);
        },
        async collected(filter = {}) {
          const query = new URLSearchParams(
            Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
          );
          const response = await ok(await fetch(`${origin}/__dev/collected?${query.toString()}`), "collected");
          return ((await response.json()) as { events: CollectedEvent[] }).events;
        },
        async failNext(rule) {
          await ok(
            await fetch(`${origin}/__dev/fail-next`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(rule),
            }),
            "fail-next",
          );
        },
        async lastOtp(phone) {
          const response = await ok(await fetch(`${origin}/__dev/otp?phone=${encodeURIComponent(phone)}`), "otp");
          const body = (await response.json()) as { data?: { code?: string } };
          if (!body.data?.code) throw new Error(`no one-time code was sent to ${phone}`);
          return body.data.code;
        },
        async loginByPhone(phone = { countryCode: "+84", number: "912345678" }) {
          const body = { phone: phone.number, country_code: phone.countryCode };
          await devApi.call("user", "/user/send_otp_via_phone", body);
          const code = await devApi.lastOtp(`${phone.countryCode}${phone.number}`);
          return devApi.call("user", "/user/register_or_login_by_phone", { ...body, code });
        },
        async setPageTexts(page, locale, texts) {
          await ok(
            await fetch(`${origin}/__dev/page-texts`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ page, locale, texts }),
            }),
            "page-texts",
          );
        },
        async call<T>(service: string, path: string, body?: unknown, as?: DevLogin) {
          const auth: Record<string, string> = as ? { "User-Id": String(as.user_id), "User-Secret-Key": as.user_secret_key } : {};
          const init: RequestInit =
            body === undefined
              ? { headers: auth }
              : { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(body) };
          const response = await ok(await fetch(`${origin}/svc/${service}${path}`, init), path);
          const envelope = (await response.json()) as { code: number; msg: string; data: T };
          if (envelope.code !== 0 && (envelope.code < 200 || envelope.code > 299)) {
            throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
          }
          return envelope.data;
        },
      };
      await devApi.reset();
      await use(devApi);
    },
    { auto: true },
  ],
  // Automatic: any console error, uncaught error or hydration warning fails the test that caused it, on
  // any page the test has: the test's own page, pages opened in its context (a second tab, a popup) and
  // every page of the contexts it opens itself (`browser.newContext()`, `browser.newPage()`), so no
  // test has to remember to watch a page it opened.
  consoleErrors: [
    async ({ context, browser }, use) => {
      const list: string[] = [];
      const watched = new WeakSet<Page>();
      let pages = 0;
      const watchPage = (page: Page) => {
        if (watched.has(page)) return;
        watched.add(page);
        pages += 1;
        // The test's first page speaks plainly; any other says which it is, for the failure message.
        const from = pages === 1 && page.context() === context ? "" : `[page ${pages}] `;
        page.on("console", (message) => {
          if (isConsoleProblem(message.type(), message.text())) list.push(`${from}${message.text()}`);
        });
        page.on("pageerror", (error) => list.push(`${from}${error.message}`));
      };
      const watchContext = (watchedContext: BrowserContext) => {
        for (const page of watchedContext.pages()) watchPage(page);
        watchedContext.on("page", watchPage);
      };
      watchContext(context);
      const { newContext, newPage } = browser;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const opened = await newContext.apply(browser, args);
        watchContext(opened);
        return opened;
      };
      browser.newPage = async (...args: Parameters<typeof newPage>) => {
        const opened = await newPage.apply(browser, args);
        watchContext(opened.context());
        watchPage(opened);
        return opened;
      };
      try {
        await use({ list });
      } finally {
        browser.newContext = newContext;
        browser.newPage = newPage;
      }
      expect(list, "console errors or hydration warnings during the test").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Signs a player in (default: the seeded player) and hands the page (or every page of a context) their
 * credentials before any of its scripts run, as a finished login would have stored them.
 */
export async function signIn(
  target: Page | BrowserContext,
  devApi: DevApi,
  phone?: { countryCode: string; number: string },
): Promise<DevLogin> {
  const login = await devApi.loginByPhone(phone);
  await target.addInitScript((stored) => {
    // Every document of the page or context runs this, the about:blank a new page starts at too, which
    // has no storage (reading it throws): only the app's documents get the login.
    if (window.location.protocol !== "http:" && window.location.protocol !== "https:") return;
    window.localStorage.setItem("user_id", String(stored.user_id));
    window.localStorage.setItem("user_secret_key", stored.user_secret_key);
    window.localStorage.setItem("user_name", stored.username);
    window.localStorage.setItem("login_type", "login_v2");
  }, login);
  return login;
}

/**
 * `signIn`, and the cookies a finished login on the web writes as well (@repo/session's login rules):
 * a signed-in page's server reads them to render the player's first data into the HTML.
 */
export async function signInWithCookies(page: Page, devApi: DevApi, baseURL: string): Promise<DevLogin> {
  const login = await signIn(page, devApi);
  await page.context().addCookies(loginCookies(baseURL, login));
  return login;
}

export { expect };
export type { Page };
