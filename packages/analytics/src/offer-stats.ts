// Offer statistics (spec section 7), the browser's half. The browser reports what happened to an
// offer as an unsigned draft to its own app's route (`/api/offer-stats`); the server adds the key and
// product, signs with a secret the browser never sees, and forwards it (offer-stats-sign.ts).
//
// Spec: not shown — who signs. Choice: the app's server (issue 11): a secret shipped to the browser
// proves nothing.
import { randomHex } from "./random-id";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** What a caller reports about one offer interaction. */
export interface OfferStat {
  event: string;
  desc?: string;
  data?: { [key: string]: JsonValue };
  module?: string;
  placement?: string;
}

/** What the browser sends its app's server: every field of the signed statistic but key, product and sign. */
export interface OfferStatDraft {
  /** Unix time in seconds. */
  ts: number;
  nonce: string;
  /** The user id, "" when logged out. */
  uid: string;
  event: string;
  desc: string;
  data: { [key: string]: JsonValue };
  module: string;
  placement: string;
}

export interface OfferStatsOptions {
  /** The app's own relay route. */
  endpoint: string;
  now: () => number;
  getUid: () => string | undefined;
  /** Replaces the browser's navigator.sendBeacon and fetch as a whole. */
  env?: OfferStatsEnv;
}

export interface OfferStatsEnv {
  sendBeacon?: (url: string, data: string) => boolean;
  fetch?: typeof fetch;
}

export interface OfferStats {
  /** Sends one statistic; resolves true when it was handed over (beacon queued or 2xx). */
  send(stat: OfferStat): Promise<boolean>;
}

export function createOfferStats(options: OfferStatsOptions): OfferStats {
  return {
    async send(stat) {
      const env = options.env ?? browserEnv();
      const draft: OfferStatDraft = {
        ts: Math.floor(options.now() / 1000),
        nonce: randomHex(8),
        uid: safeUid(options.getUid),
        event: stat.event,
        desc: stat.desc ?? "",
        data: stat.data ?? {},
        module: stat.module ?? "",
        placement: stat.placement ?? "",
      };
      const body = JSON.stringify(draft);
      if (env.sendBeacon) {
        try {
          return env.sendBeacon(options.endpoint, body);
        } catch {
          return false;
        }
      }
      if (!env.fetch) return false;
      try {
        const response = await env.fetch(options.endpoint, {
          method: "POST",
          body,
          keepalive: true,
          headers: { "Content-Type": "application/json" },
        });
        return response.ok;
      } catch {
        return false;
      }
    },
  };
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
  };
}
