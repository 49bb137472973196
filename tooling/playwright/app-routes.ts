// Every page of an app, read from its `src/app/[locale]/**/page.tsx` files when the test starts, so a
// route added on any branch is visited without anyone listing it. Dynamic segments take a sample value
// from the app's table; a segment without one is reported, never skipped in silence.
import { readdirSync } from "node:fs";
import path from "node:path";

export interface RouteSamples {
  /** A value per dynamic segment name: `xid` for `[xid]`, `rest` for `[...rest]` or `[[...rest]]` ("" leaves it out). */
  segments: Readonly<Record<string, string>>;
  /** Values for one route pattern where a segment name means different things on two routes ("/invest/[productId]"). */
  routeSegments?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** A query string per route pattern ("/task/details": "taskId=1"), for pages that read their query. */
  queries?: Readonly<Record<string, string>>;
}

export interface AppRoute {
  /** The route as its folders name it, without the locale: "/profile/[xid]", "/" for the home. */
  pattern: string;
  /** What the browser opens: the pattern in `locale` with its samples and query filled in. */
  path: string;
}

export interface AppRoutes {
  routes: AppRoute[];
  /** Patterns with a dynamic segment the samples have no value for, with the segment named. */
  unsampled: string[];
}

const PAGE_FILE = /^page\.(tsx|ts|jsx|js)$/;
const DYNAMIC = /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/;

/** Folder segments that do not appear in the URL: route groups `(name)` and parallel slots `@name`. */
const isHiddenSegment = (segment: string) => /^\(.*\)$/.test(segment) || segment.startsWith("@");
/** Intercepting routes and private folders are not pages of their own. */
const isNotARoute = (segment: string) => /^\(\.{1,3}\)/.test(segment) || segment.startsWith("_");

/** The page files under `<appDir>/src/app/[locale]`, as folder segments below the locale. */
export function pageFolders(appDir: string): string[][] {
  const root = path.join(appDir, "src", "app", "[locale]");
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => PAGE_FILE.test(path.basename(file)))
    .map((file) => path.dirname(file).split(path.sep).filter((segment) => segment !== "." && segment !== ""))
    .filter((segments) => !segments.some(isNotARoute))
    .sort((a, b) => a.join("/").localeCompare(b.join("/")));
}

/**
 * The route patterns of an app's pages, once each, without the locale: "/profile/[xid]", "/" for the
 * home (a slot's page and the page it sits beside are one route).
 */
export function routePatterns(appDir: string): string[] {
  const patterns = pageFolders(appDir).map((folders) => `/${folders.filter((segment) => !isHiddenSegment(segment)).join("/")}`);
  return [...new Set(patterns)];
}

export function appRoutes(appDir: string, samples: RouteSamples, locale = "en-US"): AppRoutes {
  const routes: AppRoute[] = [];
  const unsampled: string[] = [];
  for (const folders of pageFolders(appDir)) {
    const segments = folders.filter((segment) => !isHiddenSegment(segment));
    const pattern = `/${segments.join("/")}`;
    const missing: string[] = [];
    const filled = segments.map((segment) => {
      const name = DYNAMIC.exec(segment)?.[1];
      if (name === undefined) return segment;
      const sample = samples.routeSegments?.[pattern]?.[name] ?? samples.segments[name];
      if (sample === undefined) missing.push(segment);
      return sample ?? segment;
    });
    if (missing.length > 0) {
      unsampled.push(`${pattern} (no sample for ${missing.join(", ")})`);
      continue;
    }
    const query = samples.queries?.[pattern];
    const pathname = `/${[locale, ...filled.filter(Boolean)].join("/")}`;
    routes.push({ pattern, path: query ? `${pathname}?${query}` : pathname });
  }
  return { routes, unsampled };
}
