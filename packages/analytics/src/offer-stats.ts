// Offer statistics (spec section 7): signed JSON (key, desc, product, ts, nonce, uid, event, data,
// module, placement) by beacon, or a GET with the same fields as query parameters when there is no
// beacon.
//
// Spec: not shown — the signature. sign = hex(SHA-256(canonical + secret)), where canonical is
// every field but `sign`, sorted by name, written `name=value` and joined with "&"; a string value is
// written as is, any other value as its JSON. In a GET, `data` travels as its JSON text, so both forms
// give the same canonical string. The secret ships in the client bundle, so this proves integrity
// against casual tampering, not authenticity.
import { randomHex, toHex } from "./random-id";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** What a caller reports about one offer interaction. */
export interface OfferStat {
  event: string;
  desc?: string;
  data?: { [key: string]: JsonValue };
  module?: string;
  placement?: string;
}

/** The payload on the wire. */
export interface SignedOfferStat {
  key: string;
  desc: string;
  product: string;
  /** Unix time in seconds. */
  ts: number;
  nonce: string;
  /** The user id, "" when logged out. */
  uid: string;
  event: string;
  data: { [key: string]: JsonValue };
  module: string;
  placement: string;
  sign: string;
}

export interface OfferStatsOptions {
  /** URL of the offer-statistics endpoint. */
  endpoint: string;
  /** The app key the statistics service issued. */
  key: string;
  secret: string;
  product: string;
  now: () => number;
  getUid: () => string | undefined;
  /** Replaces the browser's navigator.sendBeacon, fetch and crypto.subtle as a whole. */
  env?: OfferStatsEnv;
}

export interface OfferStatsEnv {
  sendBeacon?: (url: string, data: string) => boolean;
  fetch?: typeof fetch;
  subtle?: SubtleCrypto;
}

export interface OfferStats {
  /** Signs and sends one statistic; resolves true when it was handed over (beacon queued or 2xx). */
  send(stat: OfferStat): Promise<boolean>;
}

export function createOfferStats(options: OfferStatsOptions): OfferStats {
  return {
    async send(stat) {
      const env = options.env ?? browserEnv();
      const unsigned = {
        key: options.key,
        desc: stat.desc ?? "",
        product: options.product,
        ts: Math.floor(options.now() / 1000),
        nonce: randomHex(8),
        uid: safeUid(options.getUid),
        event: stat.event,
        data: stat.data ?? {},
        module: stat.module ?? "",
        placement: stat.placement ?? "",
      };
      let sign: string;
      try {
        sign = await signFields(unsigned, options.secret, env.subtle);
      } catch (error) {
        // Web Crypto exists only in secure contexts (https, localhost).
        console.warn("[analytics] offer statistic not sent: cannot sign", error);
        return false;
      }
      const payload: SignedOfferStat = { ...unsigned, sign };
      if (env.sendBeacon) {
        try {
          return env.sendBeacon(options.endpoint, JSON.stringify(payload));
        } catch {
          return false;
        }
      }
      if (!env.fetch) return false;
      try {
        const response = await env.fetch(offerStatUrl(options.endpoint, payload), {
          method: "GET",
          keepalive: true,
          mode: "cors",
          credentials: "omit",
        });
        return response.ok;
      } catch {
        return false;
      }
    },
  };
}

/** The GET form: every field as a query parameter, `data` as JSON text. */
export function offerStatUrl(endpoint: string, payload: SignedOfferStat): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(payload)) params.set(name, fieldText(value));
  return `${endpoint}${endpoint.includes("?") ? "&" : "?"}${params.toString()}`;
}

/** Sorted `name=value` pairs joined with "&", without `sign`. */
export function canonicalString(fields: Readonly<Record<string, unknown>>): string {
  return Object.keys(fields)
    .filter((name) => name !== "sign" && fields[name] !== undefined)
    .sort()
    .map((name) => `${name}=${fieldText(fields[name])}`)
    .join("&");
}

/** hex(SHA-256(canonical + secret)) with Web Crypto. */
export async function signFields(
  fields: Readonly<Record<string, unknown>>,
  secret: string,
  subtle: SubtleCrypto | undefined,
): Promise<string> {
  if (!subtle) throw new Error("Web Crypto is not available");
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(canonicalString(fields) + secret));
  return toHex(new Uint8Array(digest));
}

function fieldText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function safeUid(getUid: () => string | undefined): string {
  try {
    return getUid() ?? "";
  } catch {
    return "";
  }
}

function browserEnv(): OfferStatsEnv {
  const nav = typeof navigator === "undefined" ? undefined : navigator;
  return {
    sendBeacon: typeof nav?.sendBeacon === "function" ? (url, data) => nav.sendBeacon(url, data) : undefined,
    fetch: typeof fetch === "function" ? (input, init) => fetch(input, init) : undefined,
    subtle: globalThis.crypto?.subtle,
  };
}
