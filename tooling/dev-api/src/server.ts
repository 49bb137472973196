// The dev API: every service under /svc/<service>, test control under /__dev, CORS for local apps.
import { serve as serveNode } from "@hono/node-server";
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { isServiceName } from "@repo/api-client/services";
import { type Context, Hono } from "hono";
import { cors } from "hono/cors";
import type { AddressInfo } from "node:net";
import { absolutizeAssets, assetRoutes } from "./assets";
import { devPlayRoutes } from "./play/routes";
import { bridgeSimulatorRoutes } from "./bridge-simulator";
import { createControlRoutes } from "./control";
import { DEV_CODES, DevFailure, type EnvelopeBody, success } from "./envelope";
import { forcedAnswer, hostileAnswer, sleep, takeRule } from "./fail-next";
import { readInput } from "./input";
import { ALL_ROUTES } from "./routes/all";
import { analyticsRoutes } from "./routes/analytics";
import { devOAuthRoutes } from "./routes/dev-oauth";
import { type HandlerContext, createRouteTable, requireUser, routeLine } from "./serve";
import { type DevState, createState } from "./state";
import { DEV_BOT_TOKEN } from "./telegram";

export interface DevApiOptions {
  seed?: number;
  botToken?: string;
  /** Clock in milliseconds (tests may pin it). */
  now?: () => number;
  /** Where OTP codes and notices go. Default: stdout. */
  log?: (line: string) => void;
}

export const DEFAULT_SEED = 20_240_601;

const LOCAL_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/;

const REQUEST_HEADERS = [
  "Content-Type",
  "User-Id",
  "User-Secret-Key",
  "Language",
  "Country-Code",
  "User-Login",
  "D-Id",
  "Ad-Id",
  "Android-Id",
  "LB-Session",
];

function envelopeOf(error: unknown, log: (line: string) => void): { body: EnvelopeBody; status: number } {
  if (error instanceof DevFailure) {
    return { body: { code: error.code, msg: error.msg, data: null, ...(error.errors ? { errors: error.errors } : {}) }, status: error.httpStatus };
  }
  log(`internal error: ${error instanceof Error ? error.message : String(error)}`);
  return { body: { code: DEV_CODES.INTERNAL, msg: "Internal error", data: null }, status: 500 };
}

function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "(body)";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function createDevApi(options: DevApiOptions = {}) {
  const seed = options.seed ?? DEFAULT_SEED;
  const botToken = options.botToken ?? DEV_BOT_TOKEN;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.info(`[dev-api] ${line}`));
  let state: DevState = createState(seed, now);
  const table = createRouteTable(ALL_ROUTES);

  const app = new Hono();
  app.use(
    "*",
    cors({
      origin: (origin) => (LOCAL_ORIGIN.test(origin) ? origin : null),
      credentials: true,
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: REQUEST_HEADERS,
      maxAge: 600,
    }),
  );
  app.onError((error, c) => {
    const { body, status } = envelopeOf(error, log);
    return c.json(body, status === 400 ? 400 : 500);
  });
  app.notFound((c) => c.json({ code: DEV_CODES.NOT_FOUND, msg: `No such endpoint: ${c.req.method} ${c.req.path}`, data: null }, 404));

  app.route(
    "/__dev",
    createControlRoutes({
      state: () => state,
      reset: () => {
        state = createState(seed, now);
      },
      routes: () => table.endpoints.map(routeLine),
      now,
    }),
  );

  // The analytics collector and offer-statistics receiver (routes/analytics.ts) live at the root.
  app.route("/", analyticsRoutes({ now }));
  app.route("/", assetRoutes());
  app.route("/", bridgeSimulatorRoutes());
  app.route("/__dev/oauth", devOAuthRoutes());
  app.route("/__dev/play", devPlayRoutes({ state: () => state, nowSeconds: () => Math.floor(now() / 1000) }));

  async function runEndpoint(c: Context, endpoint: AnyEndpoint, params: Record<string, string>, handle: (input: unknown, context: HandlerContext) => unknown) {
    const headers = c.req.raw.headers;
    const user = state.users.get(Number(headers.get("User-Id")));
    const caller = user && user.secret_key === headers.get("User-Secret-Key") ? user : null;
    const context: HandlerContext = {
      state,
      user: caller,
      me: () => requireUser(caller),
      headers,
      origin: new URL(c.req.url).origin,
      botToken,
      nowSeconds: () => Math.floor(now() / 1000),
      log,
    };
    try {
      if (endpoint.auth) requireUser(caller);
      const parsed = endpoint.request.safeParse(await readInput(endpoint, c.req.raw, params));
      if (!parsed.success) {
        throw new DevFailure(DEV_CODES.INVALID_PARAMS, "Invalid parameters", issuesToErrors(parsed.error.issues));
      }
      const data = await handle(parsed.data, context);
      // The dev API keeps its own side of the contract: a wrong answer is a dev API bug.
      const checked = endpoint.response.safeParse(data);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        throw new Error(`answer of ${endpoint.path} breaks the contract at data.${issue?.path.join(".") ?? ""}: ${issue?.message ?? ""}`);
      }
      return { body: success(absolutizeAssets(data, new URL(c.req.url).origin)), status: 200 };
    } catch (error) {
      return envelopeOf(error, log);
    }
  }

  app.all("/svc/:service/*", async (c) => {
    const service = c.req.param("service");
    const url = new URL(c.req.url);
    const rule = takeRule(state.failRules, url.pathname);
    if (rule?.delayMs !== undefined && rule.hostile !== "slow_body") await sleep(rule.delayMs, c.req.raw.signal);
    const forced = rule && !rule.hostile ? forcedAnswer(rule) : null;
    if (forced) return forced;

    const pathname = url.pathname.slice(`/svc/${service}`.length);
    const match = isServiceName(service) ? table.match(service, c.req.method, pathname, url.searchParams) : null;
    if (!match) return c.notFound();
    const { body, status } = await runEndpoint(c, match.route.endpoint, match.params, match.route.handle);
    if (rule?.hostile) return hostileAnswer(rule.hostile, body, rule, c.req.raw.signal);
    return c.json(body, status === 400 ? 400 : status === 500 ? 500 : 200);
  });

  return {
    app,
    /** The current state (replaced by `reset()`). */
    get state(): DevState {
      return state;
    },
    reset(): void {
      state = createState(seed, now);
    },
    endpoints: table.endpoints,
  };
}

export type DevApi = ReturnType<typeof createDevApi>;

export interface StartOptions extends DevApiOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}

export async function startDevApi(options: StartOptions = {}): Promise<{ url: string; api: DevApi; close(): Promise<void> }> {
  const api = createDevApi(options);
  const host = options.host ?? "127.0.0.1";
  const server = await new Promise<ReturnType<typeof serveNode>>((resolve) => {
    const started = serveNode({ fetch: api.app.fetch, port: options.port ?? 0, hostname: host, overrideGlobalObjects: false }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    api,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
