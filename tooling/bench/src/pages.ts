// What the bench measures: the floor's page, each app's home page, each app's three heaviest routes
// (by first-load JS; routes that load the very same chunks count once), and the xworld home inside an
// emulated Telegram launch.
import path from "node:path";
import { firstLoadByRoute, isPageRoute, type RouteFirstLoad } from "../../../scripts/perf/first-load.mjs";
import { PORTS, ROOT } from "./servers";

export type AppName = "floor" | "xworld" | "luckybear";

/** Who opens the page: a first-time visitor, the seeded player (signed in), or Telegram's launch. */
export type Visitor = "visitor" | "player" | "telegram";

export interface BenchPage {
  /** How the table names it, e.g. "xworld /en-US/wallet". */
  name: string;
  app: AppName;
  route: string;
  url: string;
  as: Visitor;
  firstLoad: number;
}

export const HOME_ROUTES: Record<AppName, string> = { floor: "/", xworld: "/[locale]", luckybear: "/[locale]/luckybear" };

/**
 * The address that opens a route with realistic input (ids the dev API seeds, the query a link carries).
 * Routes with a dynamic segment not listed here, and intercepting routes, are left out of the heaviest three.
 */
const SAMPLES: Record<string, string> = {
  "/[locale]/task/details": "/en-US/task/details?taskId=1",
  "/[locale]/task/detailsV2": "/en-US/task/detailsV2?taskId=1",
  "/[locale]/task/product": "/en-US/task/product?productId=42",
  "/[locale]/task/product_v2": "/en-US/task/product_v2?productId=42",
  "/[locale]/profile/[xid]": "/en-US/profile/10001",
  "/[locale]/r/[slug]": "/en-US/r/10001",
  "/[locale]/share/land": "/en-US/share/land?uid=10002",
  "/[locale]/wallet/exchange": "/en-US/wallet/exchange?from=KTHER&to=WH",
  "/[locale]/user/withdraw": "/en-US/user/withdraw?coin=USDT&chain=TRON",
  "/[locale]/luckybear/money/pay": "/en-US/luckybear/money/pay?type=recharge",
};

/** Pages a signed-in player never sees (they send the player on): opened as a first-time visitor. */
const VISITOR_ONLY = /\/user\/login(-home)?$/;

/** An intercepting route ("(.)activity", "(..)x"): Next shows it only on a navigation inside the app, never for its address. */
const INTERCEPTING = /\/\(\.{1,3}\)/;

function urlPath(route: string): string | null {
  if (SAMPLES[route]) return SAMPLES[route];
  if (INTERCEPTING.test(route)) return null;
  if (route === "/") return "/";
  const filled = route.replace("[locale]", "en-US");
  return filled.includes("[") ? null : filled;
}

function origin(app: AppName): string {
  return `http://127.0.0.1:${PORTS[app]}`;
}

function dotNext(app: AppName): string {
  return app === "floor" ? path.join(ROOT, "tooling", "floor", ".next") : path.join(ROOT, "apps", app, ".next");
}

export function firstLoadOf(app: AppName): RouteFirstLoad[] {
  return firstLoadByRoute(dotNext(app)).routes;
}

function page(app: AppName, row: RouteFirstLoad, as: Visitor): BenchPage {
  const pathname = urlPath(row.route) ?? row.route;
  return { name: `${app} ${pathname.split("?")[0]}${as === "telegram" ? " (Telegram)" : ""}`, app, route: row.route, url: `${origin(app)}${pathname}`, as, firstLoad: row.firstLoad };
}

/** The three heaviest routes of an app other than its home, one per distinct set of chunks. */
export function heaviestRoutes(app: AppName, rows: RouteFirstLoad[], count = 3): RouteFirstLoad[] {
  const seen = new Set<string>();
  return rows
    .filter((row) => isPageRoute(row.route) && row.route !== HOME_ROUTES[app] && urlPath(row.route) !== null)
    .sort((a, b) => b.firstLoad - a.firstLoad || a.route.localeCompare(b.route))
    .filter((row) => {
      const key = row.files.join(" ");
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count);
}

/** Every page route of both apps that has an address (`--html`): as the seeded player, login pages as a visitor. */
export function everyPage(): BenchPage[] {
  return (["xworld", "luckybear"] as const).flatMap((app) =>
    firstLoadOf(app)
      .filter((row) => isPageRoute(row.route) && urlPath(row.route) !== null)
      .map((row) => page(app, row, VISITOR_ONLY.test(row.route) ? "visitor" : "player")),
  );
}

export function benchPages(): BenchPage[] {
  const pages: BenchPage[] = [];
  const floorHome = firstLoadOf("floor").find((row) => row.route === "/");
  if (!floorHome) throw new Error("the floor has no / route: build it first");
  pages.push(page("floor", floorHome, "visitor"));
  for (const app of ["xworld", "luckybear"] as const) {
    const rows = firstLoadOf(app);
    const home = rows.find((row) => row.route === HOME_ROUTES[app]);
    if (!home) throw new Error(`${app} has no ${HOME_ROUTES[app]} route`);
    pages.push(page(app, home, "visitor"));
    if (app === "xworld") pages.push(page(app, home, "telegram"));
    for (const row of heaviestRoutes(app, rows)) pages.push(page(app, row, VISITOR_ONLY.test(row.route) ? "visitor" : "player"));
  }
  return pages;
}
