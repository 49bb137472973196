// `serve(endpoint, handler)`: a handler typed by the client's contract, and the table that routes
// `/svc/<service>/<path>` to it.
import { type Endpoint, type AnyEndpoint, pathParams, splitPath } from "@repo/api-client/endpoint";
import type { ServiceName } from "@repo/api-client/services";
import { DEV_CODES, fail } from "./envelope";
import type { DevState } from "./state";
import type { DevUser } from "./state/users";

export interface HandlerContext {
  state: DevState;
  /** The caller, when User-Id and User-Secret-Key name a user. */
  user: DevUser | null;
  /** The caller; answers 1004 when there is none (auth endpoints never reach a handler without one). */
  me(): DevUser;
  headers: Headers;
  /** The dev API's own origin as the caller reached it (links to its stand-in pages use it). */
  origin: string;
  botToken: string;
  /** Unix seconds. */
  nowSeconds(): number;
  log(message: string): void;
}

export type Handler<Req, Res> = (input: Req, context: HandlerContext) => Res | Promise<Res>;

export interface Route {
  endpoint: AnyEndpoint;
  handle: (input: unknown, context: HandlerContext) => unknown;
}

export function serve<Req, Res>(endpoint: Endpoint<Req, Res>, handler: Handler<Req, Res>): Route {
  // The dispatcher validates the input with `endpoint.request` before calling, so it is a Req.
  return { endpoint, handle: (input, context) => handler(input as Req, context) };
}

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  params: string[];
  fixedQuery: [string, string][];
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

function compile(route: Route): CompiledRoute {
  const { pathname, fixedQuery } = splitPath(route.endpoint.path);
  const escaped = pathname.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(\w+)\}/g, "([^/]+)");
  return {
    route,
    pattern: new RegExp(`^${escaped}$`),
    params: pathParams(pathname),
    fixedQuery: Object.entries(fixedQuery),
  };
}

export function createRouteTable(routes: readonly Route[]) {
  const byService = new Map<ServiceName, CompiledRoute[]>();
  for (const route of routes) {
    const list = byService.get(route.endpoint.service) ?? [];
    list.push(compile(route));
    // Routes that pin more query parameters win (`/user/regist?is_form_test=1` before `/user/regist`).
    list.sort((a, b) => b.fixedQuery.length - a.fixedQuery.length);
    byService.set(route.endpoint.service, list);
  }
  return {
    match(service: ServiceName, method: string, pathname: string, query: URLSearchParams): RouteMatch | null {
      for (const compiled of byService.get(service) ?? []) {
        if (compiled.route.endpoint.method !== method) continue;
        const found = compiled.pattern.exec(pathname);
        if (!found) continue;
        if (!compiled.fixedQuery.every(([key, value]) => query.get(key) === value)) continue;
        const params = Object.fromEntries(compiled.params.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? "")]));
        return { route: compiled.route, params };
      }
      return null;
    },
    endpoints: routes.map((route) => route.endpoint),
  };
}

export type RouteTable = ReturnType<typeof createRouteTable>;

export function requireUser(user: DevUser | null): DevUser {
  return user ?? fail(DEV_CODES.SESSION_EXPIRED, "Login expired, please log in again");
}

/** "GET /svc/lucky-bear/lucky_bear/query": one line per served endpoint. */
export const routeLine = (endpoint: AnyEndpoint) => `${endpoint.method} /svc/${endpoint.service}${endpoint.path}`;
