// How a batch leaves the page. The collector decides what to send and when; a transport only
// carries one request and says how it went.

/**
 * - "sent": the collector took it (2xx), or the browser queued the beacon.
 * - "failed": worth retrying (network error, timeout, 408, 429, 5xx).
 * - "rejected": the collector refused this body for good (other 4xx); resending cannot help.
 */
export type SendResult = "sent" | "failed" | "rejected";

export interface TransportRequest {
  url: string;
  /** JSON text, sent as text/plain;charset=UTF-8. */
  body: string;
  /** The page is hiding and may be gone in a moment: use sendBeacon when there is one. */
  beacon: boolean;
}

export interface Transport {
  /** A beacon answers synchronously, so that a pagehide handler knows the outcome before the page goes. */
  send(request: TransportRequest): SendResult | Promise<SendResult>;
}

export interface BrowserTransportEnv {
  sendBeacon?: (url: string, data: string) => boolean;
  fetch?: typeof fetch;
}

export const TEXT_PLAIN = "text/plain;charset=UTF-8";

/** The default transport: sendBeacon while hiding, otherwise fetch with keepalive. */
export function createBrowserTransport(env: BrowserTransportEnv = browserEnv()): Transport {
  return {
    send({ url, body, beacon }) {
      if (beacon && env.sendBeacon) {
        // A string body is sent as text/plain;charset=UTF-8: a CORS-safelisted type, no preflight.
        try {
          return env.sendBeacon(url, body) ? "sent" : "failed";
        } catch {
          return "failed";
        }
      }
      return postWithFetch(env.fetch, url, body);
    },
  };
}

async function postWithFetch(fetchFn: typeof fetch | undefined, url: string, body: string): Promise<SendResult> {
  if (!fetchFn) return "failed";
  try {
    const response = await fetchFn(url, {
      method: "POST",
      body,
      headers: { "content-type": TEXT_PLAIN },
      // keepalive lets the request outlive the page; the collector keeps batches under its 64 KiB limit.
      keepalive: true,
      mode: "cors",
      credentials: "omit",
    });
    return resultOfStatus(response.status);
  } catch {
    return "failed";
  }
}

export function resultOfStatus(status: number): SendResult {
  if (status >= 200 && status < 300) return "sent";
  if (status === 408 || status === 429 || status >= 500 || status === 0) return "failed";
  return "rejected";
}

function browserEnv(): BrowserTransportEnv {
  const nav = typeof navigator === "undefined" ? undefined : navigator;
  return {
    sendBeacon: typeof nav?.sendBeacon === "function" ? (url, data) => nav.sendBeacon(url, data) : undefined,
    fetch: typeof fetch === "function" ? (input, init) => fetch(input, init) : undefined,
  };
}
