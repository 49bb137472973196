// Every screen against hostile answers (issue 11, item 9): each app opens every route of its own, as a
// guest and as a signed-in player, while the dev API answers every call in one hostile way, and expects a
// readable screen, no uncaught error and no request to a host outside the configuration. One
// implementation for both apps: each app's e2e calls `defineHostileSuite` with its sample values.
import type { BrowserContext, Page, Request } from "@playwright/test";
import { type AppRoute, appRoutes, type RouteSamples } from "./app-routes";
import { type DevApi, expect, isConsoleProblem, signIn, test } from "./fixtures";
import { readScreen, saysNothingYet, type ScreenReading, unreadable } from "./hostile-screen";

export type FailRule = Parameters<DevApi["failNext"]>[0];

export interface HostileMode {
  /** Names the mode in test titles and failure messages. */
  name: string;
  /** The rule every service call of the test answers by; null: the dev API's real answers. */
  rule: Omit<FailRule, "times" | "path"> | null;
  /**
   * In the full matrix, the roles that load every route as a new document (the rotation always does).
   * Others load the first route of each page and reach the rest through the app's router, as a tap on a
   * link would (a quarter of the cost: no new document to parse and hydrate); the server still renders
   * each route under the mode.
   */
  loadsEveryRoute?: readonly HostileRole[];
}

/**
 * A body that stalls, cut short: the stream ends unfinished after this long, so a page pays a bounded
 * wait (below the server's 2.5 s deadline, which security.spec.ts tests on its own).
 */
export const SLOW_BODY_MS = 600;

/**
 * The dev API's hostile modes (`/__dev/fail-next`) and the error answers with a handler of their own
 * (1004 session expired, 1010 verify, 1012 bind phone), a plain business error (1002 not found) and an
 * HTTP 500; the real answers first, for the request check on full screens.
 */
export const HOSTILE_MODES: readonly HostileMode[] = [
  // Every route as a new document once, for hydration warnings and what a full page requests.
  { name: "real answers", rule: null, loadsEveryRoute: ["guest", "player"] },
  { name: "non_json", rule: { hostile: "non_json" } },
  { name: "wrong_types", rule: { hostile: "wrong_types" } },
  { name: "missing_data", rule: { hostile: "missing_data" } },
  { name: "huge_body", rule: { hostile: "huge_body" } },
  { name: "slow_body", rule: { hostile: "slow_body", delayMs: SLOW_BODY_MS } },
  { name: "HTTP 500", rule: { httpStatus: 500 } },
  { name: "code 1002", rule: { code: 1002, msg: "Not found" } },
  // The first 1004 signs the player out: each route gets a signed-in start of its own.
  { name: "code 1004", rule: { code: 1004, msg: "Session expired" }, loadsEveryRoute: ["player"] },
  { name: "code 1010", rule: { code: 1010, msg: "Verify your account" } },
  { name: "code 1012", rule: { code: 1012, msg: "Bind a phone number" } },
];

export type HostileRole = "guest" | "player";

/** A rule that outlasts any visit: every service call of the test answers by it. */
const EVERY_CALL = 1_000_000;

/** Network quiet, an unchanged address and no loading state for this long: the screen has settled. */
const QUIET_MS = 250;
/** A screen still loading after this long is reported (a loaded 2-core machine included). */
const SETTLE_TIMEOUT_MS = Number(process.env.HOSTILE_SETTLE_MS ?? 15_000);
/** Pages open side by side: while one waits for quiet, another renders. */
const PAGES_AT_ONCE = 3;

/** The page's requests in flight and when the last one started or ended. */
class NetworkWatch {
  readonly inflight = new Set<Request>();
  lastActivity = Date.now();

  constructor(page: Page) {
    page.on("request", (request) => this.started(request));
    page.on("requestfinished", (request) => this.ended(request));
    page.on("requestfailed", (request) => this.ended(request));
  }

  private started(request: Request): void {
    this.inflight.add(request);
    this.lastActivity = Date.now();
  }

  private ended(request: Request): void {
    this.inflight.delete(request);
    this.lastActivity = Date.now();
  }

  /** A new visit: requests of the document left behind may never report their end. */
  forgetEarlier(): void {
    this.inflight.clear();
    this.lastActivity = Date.now();
  }

  quietFor(now: number): number {
    return this.inflight.size > 0 ? 0 : now - this.lastActivity;
  }

  /** Resolves true once nothing has been in flight for `ms`, false when `timeoutMs` passes first. */
  async whenQuiet(ms: number, timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (this.quietFor(Date.now()) < ms) {
      if (Date.now() > until) return false;
      await sleep(25);
    }
    return true;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface SettledScreen {
  screen: ScreenReading | null;
  /** What it was still waiting for when it gave up; "" once settled. */
  waitingFor: string;
}

/**
 * Waits until the network is quiet, then reads the screen; again while the address changed, something
 * loads or the screen says nothing yet (a blank body or one without a heading may be a redirect on its
 * way). Gives up after the timeout. The screen is read only when the network is quiet: each reading
 * lays the page out.
 */
async function settle(page: Page, network: NetworkWatch): Promise<SettledScreen> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let url = page.url();
  for (;;) {
    const quiet = await network.whenQuiet(QUIET_MS, deadline - Date.now());
    const screen = await readScreen(page);
    const moved = page.url() !== url;
    url = page.url();
    const waitingFor = !quiet
      ? `requests (${[...network.inflight].map((request) => request.url()).join(", ") || "one just ended"})`
      : screen === null || !screen.ready
        ? "the document to load"
        : moved
          ? "the address to stay"
          : screen.busy
            ? "a skeleton or loading state to go"
            : saysNothingYet(screen)
              ? "a heading or a known state"
              : "";
    if (waitingFor === "" || Date.now() > deadline) return { screen, waitingFor };
    await sleep(100);
  }
}

export const isAllowed = (url: string, allowedOrigins: readonly string[]) =>
  /^(data|blob|about):/.test(url) || allowedOrigins.includes(new URL(url).origin);

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");

/** One page visiting routes one after another, each problem naming the route it came from. */
class RouteVisitor {
  private readonly network: NetworkWatch;
  private errors: string[] = [];
  /** The last route had a problem: the next one starts from a new document, free of what it left. */
  private unsettled = false;
  /** The route on screen, for requests and errors to be told against. */
  current = "(before the first route)";

  constructor(
    private readonly page: Page,
    readonly label: string,
    private readonly loadsEveryRoute: boolean,
  ) {
    this.network = new NetworkWatch(page);
    page.on("console", (message) => {
      if (isConsoleProblem(message.type(), message.text())) this.errors.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => this.errors.push(`uncaught ${error.name}: ${error.message}`));
  }

  async visit(route: AppRoute): Promise<string[]> {
    this.current = route.path;
    this.errors = [];
    this.network.forgetEarlier();
    const where = `[${this.label}] ${route.path}`;
    try {
      await this.open(route.path);
    } catch (error) {
      return [`${where}: did not open (${error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error)})`];
    }
    const { screen, waitingFor } = await settle(this.page, this.network);
    const landed = pathOf(this.page.url());
    const at = landed === route.path ? "" : ` (at ${landed})`;
    const problems: string[] = [];
    const problem = screen ? unreadable(screen) : "no document";
    if (problem) problems.push(`${where}: ${problem}${at}`);
    else if (waitingFor) problems.push(`${where}: still waiting for ${waitingFor} after ${SETTLE_TIMEOUT_MS / 1000} s${at}`);
    problems.push(...this.errors.map((error) => `${where}: ${error}`));
    this.unsettled = problems.length > 0;
    return problems;
  }

  /**
   * Through the app's router when this page holds a document of the app that the last route left in a
   * good state, and the router leaves the address it is at; by loading the route otherwise.
   */
  private async open(path: string): Promise<void> {
    const before = this.page.url();
    const routed = !this.loadsEveryRoute && !this.unsettled && pathOf(before) !== path && (await pushThroughRouter(this.page, path));
    if (routed) {
      const left = await this.page.waitForURL((url) => url.href !== before, { timeout: SETTLE_TIMEOUT_MS }).then(
        () => true,
        () => false,
      );
      if (left) return;
    }
    await this.page.goto(path, { waitUntil: "commit", timeout: SETTLE_TIMEOUT_MS });
  }
}

/**
 * Pushes through the App Router's instance on `window.next`, once React has taken the document over (the
 * instance exists from the first script on, but dispatching before hydration starts is an error of
 * the test's making); false when it cannot, and the route is loaded instead.
 */
function pushThroughRouter(page: Page, path: string): Promise<boolean> {
  return page
    .evaluate((href) => {
      const router = (window as Window & { next?: { router?: { push?: (href: string) => void } } }).next?.router;
      const hydrating = Object.keys(document).some((key) => key.startsWith("__reactContainer$"));
      if (!hydrating || typeof router?.push !== "function") return false;
      router.push(href);
      return true;
    }, path)
    .catch(() => false);
}

/**
 * Requests, of any page or worker of a context, to an origin outside the configuration, each told
 * against the route on screen in its page. Installed once per context; it also refuses router prefetches
 * of other routes (each route is opened itself; they would only cost the server time), which the browser
 * logs as failed loads that do not count.
 */
export class ForeignRequestWatch {
  /** The visitor of each page, for a request to name its route. */
  readonly visitors = new Map<Page, RouteVisitor>();
  private readonly outside = new Map<string, string>();

  private constructor(private readonly allowedOrigins: readonly string[]) {}

  static async on(context: BrowserContext, allowedOrigins: readonly string[]): Promise<ForeignRequestWatch> {
    const watch = new ForeignRequestWatch(allowedOrigins);
    await context.route(/[?&]_rsc=/, (route) => (route.request().headers()["next-router-prefetch"] ? route.abort() : route.fallback()));
    context.on("request", (request) => watch.saw(request));
    return watch;
  }

  private saw(request: Request): void {
    if (isAllowed(request.url(), this.allowedOrigins) || this.outside.has(request.url())) return;
    const page = request.serviceWorker() ? undefined : request.frame().page();
    const visitor = page && this.visitors.get(page);
    this.outside.set(request.url(), visitor ? `[${visitor.label}] ${visitor.current}` : "(a worker of the app)");
  }

  problems(): string[] {
    return [...this.outside].map(([url, route]) => `${route}: a request outside the configuration: ${url}`);
  }
}

export interface HostileVisit {
  context: BrowserContext;
  watch: ForeignRequestWatch;
  /** Every route as a new document, rather than through the app's router after the first. */
  loadsEveryRoute: boolean;
  routes: readonly AppRoute[];
  /** Names the run in every problem, e.g. "xworld · player · huge_body". */
  label: string;
}

/** Opens the routes, a few pages at a time in one context, and returns every problem found, each naming its route. */
export async function visitEveryRoute({ context, watch, loadsEveryRoute, routes, label }: HostileVisit): Promise<string[]> {
  const queue = [...routes];
  const problems: string[] = [];
  await Promise.all(
    Array.from({ length: Math.min(PAGES_AT_ONCE, routes.length) }, async () => {
      const page = await context.newPage();
      const visitor = new RouteVisitor(page, label, loadsEveryRoute);
      watch.visitors.set(page, visitor);
      for (let route = queue.shift(); route; route = queue.shift()) problems.push(...(await visitor.visit(route)));
      await page.close();
    }),
  );
  return problems;
}

export const HOSTILE_ROLES: readonly HostileRole[] = ["guest", "player"];

export interface RotationShare {
  role: HostileRole;
  /** The role's routes by the mode they are opened under, in the order of the modes. */
  byMode: Map<HostileMode, AppRoute[]>;
}

/**
 * The suite CI runs: every route once, the roles taking turns (route i goes to role i mod 2) and each
 * role's routes taking the modes in turn, the player's a step further on, so every route meets one
 * answer and each role meets every mode once it has as many routes as there are modes.
 */
export function rotation(routes: readonly AppRoute[], modes: readonly HostileMode[]): RotationShare[] {
  return HOSTILE_ROLES.map((role, roleIndex) => {
    const byMode = new Map<HostileMode, AppRoute[]>(modes.map((mode) => [mode, []]));
    routes
      .filter((_, index) => index % HOSTILE_ROLES.length === roleIndex)
      .forEach((route, index) => {
        const mode = modes[(index + roleIndex) % modes.length];
        if (mode) byMode.get(mode)?.push(route);
      });
    for (const [mode, share] of byMode) if (share.length === 0) byMode.delete(mode);
    return { role, byMode };
  });
}

/** HOSTILE_FULL=1: every route for every role and mode (minutes per app; for a reviewer or a nightly run). */
const FULL_MATRIX = process.env.HOSTILE_FULL === "1";

export interface HostileSuiteOptions {
  /** The app's folder (where its package.json is). */
  appDir: string;
  /** Names the app in titles and failure messages. */
  app: string;
  samples: RouteSamples;
  modes?: readonly HostileMode[];
}

/**
 * Declares the suite in the calling spec file: a check that every dynamic route has a sample, a check of
 * the checks, then per role its share of the rotation (or, with HOSTILE_FULL=1, one test per role and
 * mode that visits every route).
 */
export function defineHostileSuite({ appDir, app, samples, modes = HOSTILE_MODES }: HostileSuiteOptions): void {
  const { routes, unsampled } = appRoutes(appDir, samples);
  // A trace would snapshot the page at every reading of the screen: the suite's cost many times over.
  test.use({ trace: "off" });

  test("every route of the app has sample values for its dynamic segments", () => {
    expect(unsampled, `add a sample value for these segments to the hostile suite of ${app}`).toEqual([]);
    expect(routes.length).toBeGreaterThan(0);
  });

  test("the checks tell a crash, a blank page, a stack trace and a foreign request from a readable screen", async ({ page }) => {
    const verdictOn = async (html: string) => {
      await page.setContent(html);
      const screen = await readScreen(page);
      return screen && unreadable(screen);
    };
    expect(await verdictOn("<main><h1>Wallet</h1><p>12.50 USDT</p></main>")).toBeNull();
    expect(await verdictOn('<div role="alert"><p>Could not load this.</p><button>Retry</button></div>')).toBeNull();
    expect(await verdictOn('<div role="alert"><h1>Something went wrong.</h1></div>')).toContain("crash screen");
    expect(await verdictOn("<main></main>")).toBe("a blank page");
    expect(await verdictOn("<h1>Oops</h1><pre>TypeError: x is undefined\n    at render (page.tsx:12:3)</pre>")).toContain("stack trace");
    expect(await verdictOn("<h1>Balance</h1><p>NaN USDT</p>")).toContain("technical text");
    expect(await verdictOn("<p>Home Earn Wallet</p>")).toContain("neither a heading nor a known state");
    const busyOn = async (html: string) => {
      await page.setContent(html);
      return (await readScreen(page))?.busy;
    };
    expect(await busyOn('<h1>Wallet</h1><span data-skeleton="" style="display:block;height:14px"></span>')).toBe(true);
    expect(await busyOn('<h1>Wallet</h1><div role="status" aria-busy="true">Loading</div>')).toBe(true);
    // A picture frame's placeholder colour behind its image is no loading state.
    expect(await busyOn('<h1>Market</h1><span class="bg-skeleton" style="display:block;height:80px"><img alt="" width="80" height="80"></span>')).toBe(false);
    expect(isAllowed("https://cdn.elsewhere.example/a.png", ["http://127.0.0.1:3000"])).toBe(false);
    expect(isAllowed("http://127.0.0.1:3000/_next/a.js", ["http://127.0.0.1:3000"])).toBe(true);
    expect(isAllowed("data:image/png;base64,AAAA", [])).toBe(true);
  });

  test("the rotation opens every route once and meets every mode as a guest and as a player", () => {
    const shares = rotation(routes, modes);
    const opened = shares.flatMap(({ byMode }) => [...byMode.values()].flat()).map((route) => route.path);
    expect(opened.toSorted()).toEqual(routes.map((route) => route.path).toSorted());
    for (const { byMode } of shares) expect([...byMode.keys()].map((mode) => mode.name)).toEqual(modes.map((mode) => mode.name));
  });

  /** The app's and the dev API's origins are the configuration's; anything else is foreign. */
  const watchRequests = (context: BrowserContext, devApi: DevApi, baseURL: string | undefined) =>
    ForeignRequestWatch.on(context, [new URL(baseURL ?? "http://127.0.0.1").origin, devApi.origin]);

  if (!FULL_MATRIX) {
    for (const { role, byMode } of rotation(routes, modes)) {
      const count = [...byMode.values()].flat().length;
      test(`as a ${role}: ${count} routes, each under one hostile answer in turn`, async ({ context, devApi, baseURL }) => {
        test.setTimeout(30_000 + count * SETTLE_TIMEOUT_MS);
        const watch = await watchRequests(context, devApi, baseURL);
        const problems: string[] = [];
        for (const [mode, share] of byMode) {
          // Each mode from the seed with no rule left over, the player signed in afresh (1004 signs out).
          await devApi.reset();
          if (role === "player") await signIn(context, devApi);
          if (mode.rule) await devApi.failNext({ ...mode.rule, times: EVERY_CALL });
          const label = `${app} · ${role} · ${mode.name}`;
          problems.push(...(await visitEveryRoute({ context, watch, loadsEveryRoute: true, routes: share, label })));
        }
        problems.push(...watch.problems());
        expect(problems, `${problems.length} problem(s) on ${count} routes`).toEqual([]);
      });
    }
    return;
  }

  for (const role of HOSTILE_ROLES) {
    for (const mode of modes) {
      test(`every route as a ${role} with ${mode.name}`, async ({ context, devApi, baseURL }) => {
        test.setTimeout(30_000 + routes.length * SETTLE_TIMEOUT_MS);
        if (role === "player") await signIn(context, devApi);
        if (mode.rule) await devApi.failNext({ ...mode.rule, times: EVERY_CALL });
        const watch = await watchRequests(context, devApi, baseURL);
        const label = `${app} · ${role} · ${mode.name}`;
        const loadsEveryRoute = mode.loadsEveryRoute?.includes(role) ?? false;
        const problems = await visitEveryRoute({ context, watch, loadsEveryRoute, routes, label });
        problems.push(...watch.problems());
        expect(problems, `${problems.length} problem(s) on ${routes.length} routes`).toEqual([]);
      });
    }
  }
}
