// How a page is told to run with the simulated host: a URL query or localStorage.
import { isBridgeMethod, type BridgeMethod } from "../methods";
import type { AppEnvironment } from "../types";

/** A canned host answer; "no-reply" makes the host stay silent (the call times out). */
export type SimulatedReply = { ret: number; params?: unknown; msg?: string } | "no-reply";

export interface SimulatorConfig {
  /** Host app version (getAppInfo, environment). Default "3.1.0". */
  version?: string;
  /** User the host is logged in as; 0 means logged out. Default 0. */
  userId?: number;
  secretKey?: string;
  username?: string;
  /** The host runs an app-store review build. Default false. */
  audit?: boolean;
  /** Methods the host does not implement. */
  unsupported?: BridgeMethod[];
  /** Which host interface to install. Default "android". */
  os?: "android" | "ios";
  /** Inject the capability list at start (newer hosts); otherwise only getAppInfo lists it. Default true. */
  injectCapabilities?: boolean;
  /** Milliseconds before each answer. Default 0 (still asynchronous). */
  latencyMs?: number;
  environment?: Partial<AppEnvironment>;
  /** Fixed answers per method, replacing the simulated behaviour. */
  replies?: Partial<Record<BridgeMethod, SimulatedReply>>;
}

/** localStorage key holding a JSON {@link SimulatorConfig}; its presence turns the simulator on. */
export const SIMULATOR_STORAGE_KEY = "xworld:bridge-simulator";
/** URL query: `bridgeSim=1` or `bridgeSim=<JSON SimulatorConfig>` turns the simulator on. */
export const SIMULATOR_QUERY_PARAM = "bridgeSim";
/** URL shorthands, each of which also turns the simulator on. */
export const SIMULATOR_QUERY_SHORTHANDS = {
  version: "bridgeSimVersion",
  userId: "bridgeSimUser",
  secretKey: "bridgeSimKey",
  audit: "bridgeSimAudit",
  unsupported: "bridgeSimUnsupported",
  os: "bridgeSimOs",
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isReply(value: unknown): value is SimulatedReply {
  return value === "no-reply" || (isRecord(value) && typeof value.ret === "number");
}

function methodList(value: unknown): BridgeMethod[] {
  const items = typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : [];
  return items
    .filter((item): item is string => typeof item === "string")
    .map((item) => item.trim())
    .filter(isBridgeMethod);
}

/** Keeps the fields of `raw` that have the right type; drops the rest. */
export function sanitizeConfig(raw: unknown): SimulatorConfig {
  if (!isRecord(raw)) return {};
  const config: SimulatorConfig = {};
  if (typeof raw.version === "string") config.version = raw.version;
  if (typeof raw.userId === "number" && Number.isFinite(raw.userId)) config.userId = raw.userId;
  if (typeof raw.secretKey === "string") config.secretKey = raw.secretKey;
  if (typeof raw.username === "string") config.username = raw.username;
  if (typeof raw.audit === "boolean") config.audit = raw.audit;
  if (raw.unsupported !== undefined) config.unsupported = methodList(raw.unsupported);
  if (raw.os === "android" || raw.os === "ios") config.os = raw.os;
  if (typeof raw.injectCapabilities === "boolean") config.injectCapabilities = raw.injectCapabilities;
  if (typeof raw.latencyMs === "number" && raw.latencyMs >= 0) config.latencyMs = raw.latencyMs;
  if (isRecord(raw.environment)) config.environment = raw.environment as Partial<AppEnvironment>;
  if (isRecord(raw.replies)) {
    const replies: Partial<Record<BridgeMethod, SimulatedReply>> = {};
    for (const [method, reply] of Object.entries(raw.replies)) {
      if (isBridgeMethod(method) && isReply(reply)) replies[method] = reply;
    }
    config.replies = replies;
  }
  return config;
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function fromQuery(search: string): SimulatorConfig | null {
  const query = new URLSearchParams(search);
  const shorthands = SIMULATOR_QUERY_SHORTHANDS;
  const main = query.get(SIMULATOR_QUERY_PARAM);
  const used = main !== null || Object.values(shorthands).some((name) => query.has(name));
  if (!used || main === "0") return null;
  const config = sanitizeConfig(parseJson(main));
  const version = query.get(shorthands.version);
  if (version) config.version = version;
  const userId = query.get(shorthands.userId);
  if (userId && Number.isFinite(Number(userId))) config.userId = Number(userId);
  const secretKey = query.get(shorthands.secretKey);
  if (secretKey) config.secretKey = secretKey;
  const audit = query.get(shorthands.audit);
  if (audit !== null) config.audit = audit === "1" || audit === "true";
  const unsupported = query.get(shorthands.unsupported);
  if (unsupported !== null) config.unsupported = methodList(unsupported);
  const os = query.get(shorthands.os);
  if (os === "android" || os === "ios") config.os = os;
  return config;
}

function fromStorage(win: Window): SimulatorConfig | null {
  let text: string | null = null;
  try {
    text = win.localStorage.getItem(SIMULATOR_STORAGE_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  return sanitizeConfig(parseJson(text));
}

/**
 * The simulator configuration the page asks for, or null when it asks for none.
 * localStorage gives the base, the URL query overrides it field by field.
 */
export function readSimulatorConfig(win: Window): SimulatorConfig | null {
  const stored = fromStorage(win);
  const queried = fromQuery(win.location.search);
  if (!stored && !queried) return null;
  return {
    ...stored,
    ...queried,
    replies: { ...stored?.replies, ...queried?.replies },
  };
}
