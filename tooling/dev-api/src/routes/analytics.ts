// The analytics side of the dev API (owned with @repo/analytics): the collect endpoint, offer
// statistics with signature check, and test control to read and reset what arrived.
//
//   POST /collect?project=…         text/plain or JSON body { events: [...] } (also a bare array or event)
//   GET  /collect?project=…&event=… one event from query parameters (the form variant)
//   POST /offer-stats               signed JSON;           GET /offer-stats?…  the same fields as query
//   GET  /__dev/collected?project=&event=   what arrived, in order;   POST /__dev/collected/reset
//
// Nothing is de-duplicated: a test that finds an id twice has found a double send.
// Mount with `app.route("/", analyticsRoutes())`.
import { Hono } from "hono";
import { cors } from "hono/cors";
import { createHash } from "node:crypto";

/** Must match the secret the apps sign offer statistics with in development. */
export const DEV_OFFER_STATS_SECRET = "dev-offer-stats-secret";

/** Offer statistics are listed under this project. */
export const OFFER_STATS_PROJECT = "offer-stats";

export interface CollectedRecord {
  project: string;
  /** Server time in milliseconds when the request arrived. */
  received_at: number;
  via: "post" | "get";
  event: string;
  [field: string]: unknown;
}

export interface AnalyticsRoutesOptions {
  offerStatsSecret?: string;
  now?: () => number;
}

const LOOPBACK_ORIGIN = /^https?:\/\/(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])(?::\d+)?$/;

/** Fields of a GET that are numbers on the wire of the POST form. */
const NUMERIC_FIELDS = new Set(["ts", "used_ms", "http_status"]);

const OFFER_STAT_REQUIRED = ["key", "product", "ts", "nonce", "event", "sign"] as const;

export function analyticsRoutes(options: AnalyticsRoutesOptions = {}) {
  const secret = options.offerStatsSecret ?? DEV_OFFER_STATS_SECRET;
  const now = options.now ?? Date.now;
  const records: CollectedRecord[] = [];
  const app = new Hono();

  // Scoped to these paths: mounted at "/", a "*" middleware would reach every route of the host app.
  const loopbackCors = cors({
    origin: (origin) => (LOOPBACK_ORIGIN.test(origin) ? origin : null),
    credentials: true,
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: ["Content-Type"],
    maxAge: 600,
  });
  for (const path of ["/collect", "/offer-stats", "/__dev/collected", "/__dev/collected/*"]) app.use(path, loopbackCors);

  function store(project: string, via: CollectedRecord["via"], event: Record<string, unknown> & { event: string }): void {
    records.push({ ...event, project, received_at: now(), via });
  }

  app.post("/collect", async (c) => {
    const project = c.req.query("project");
    if (!project) return c.json({ ok: false, error: "project is required" }, 400);
    const events = eventsOfBody(await c.req.text());
    if (!events) return c.json({ ok: false, error: "body must be { events: [{ event, ... }] }" }, 400);
    for (const event of events) store(project, "post", event);
    return c.json({ ok: true, received: events.length });
  });

  app.get("/collect", (c) => {
    const { project, ...fields } = c.req.query();
    if (!project) return c.json({ ok: false, error: "project is required" }, 400);
    const event = typedQueryFields(fields);
    if (!hasEventName(event)) return c.json({ ok: false, error: "event is required" }, 400);
    store(project, "get", event);
    return c.json({ ok: true, received: 1 });
  });

  function acceptOfferStat(fields: Record<string, unknown> | undefined, via: CollectedRecord["via"]) {
    if (!fields || OFFER_STAT_REQUIRED.some((name) => fields[name] === undefined)) {
      return { status: 400 as const, body: { ok: false, error: `required: ${OFFER_STAT_REQUIRED.join(", ")}` } };
    }
    if (fields.sign !== offerStatSign(fields, secret) || !hasEventName(fields)) {
      return { status: 401 as const, body: { ok: false, error: "bad signature" } };
    }
    store(OFFER_STATS_PROJECT, via, fields);
    return { status: 200 as const, body: { ok: true } };
  }

  app.post("/offer-stats", async (c) => {
    const { status, body } = acceptOfferStat(recordOf(parseJson(await c.req.text())), "post");
    return c.json(body, status);
  });

  app.get("/offer-stats", (c) => {
    const { status, body } = acceptOfferStat(c.req.query(), "get");
    return c.json(body, status);
  });

  app.get("/__dev/collected", (c) => {
    const { project, event } = c.req.query();
    const matching = records.filter(
      (record) => (project === undefined || record.project === project) && (event === undefined || record.event === event),
    );
    return c.json({ events: matching });
  });

  app.post("/__dev/collected/reset", (c) => {
    const cleared = records.length;
    records.length = 0;
    return c.json({ ok: true, cleared });
  });

  return app;
}

/**
 * hex(SHA-256(canonical + secret)); canonical is every field but `sign`, sorted by name, as
 * `name=value` joined with "&", strings as is and other values as JSON (the rule of
 * @repo/analytics/offer-stats). A GET's values are all strings, `data` being its JSON text.
 */
export function offerStatSign(fields: Readonly<Record<string, unknown>>, secret: string): string {
  const canonical = Object.keys(fields)
    .filter((name) => name !== "sign" && fields[name] !== undefined)
    .sort()
    .map((name) => `${name}=${typeof fields[name] === "string" ? fields[name] : JSON.stringify(fields[name])}`)
    .join("&");
  return createHash("sha256").update(canonical + secret, "utf8").digest("hex");
}

function eventsOfBody(text: string): Array<Record<string, unknown> & { event: string }> | undefined {
  const body = parseJson(text);
  const list = Array.isArray(body) ? body : recordOf(body)?.events ?? (hasEventName(recordOf(body)) ? [body] : undefined);
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const events = list.map(recordOf);
  return events.every(hasEventName) ? events : undefined;
}

function typedQueryFields(fields: Record<string, string>): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const numeric = (NUMERIC_FIELDS.has(name) || name === "code") && value.trim() !== "" && Number.isFinite(Number(value));
    typed[name] = numeric ? Number(value) : value;
  }
  return typed;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function hasEventName(value: Record<string, unknown> | undefined): value is Record<string, unknown> & { event: string } {
  return typeof value?.event === "string" && value.event !== "";
}
