// A scripted fetch for unit tests: records every request and answers with what the test says.
import { type ApiClientConfig, createApiClient } from "../client";
import type { RequestContext } from "../headers";

export type Responder = (request: Request, attempt: number) => Response | Promise<Response>;

export function envelope(data: unknown, code = 0, msg = "success", init?: ResponseInit): Response {
  return Response.json({ code, msg, data }, init);
}

export function createFakeFetch(responder: Responder) {
  const requests: Request[] = [];
  /** Request bodies as text, read when sent (ky releases the body afterwards). */
  const bodies: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    bodies.push(await request.clone().text());
    return responder(request, requests.length);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests, bodies };
}

export const loggedIn: RequestContext = {
  userId: 10001,
  secretKey: "secret",
  language: "vi-VN",
  userLogin: "login_v2",
  deviceId: "did-1",
  adId: "adid-1",
  androidId: "android-1",
  lbSession: "lb-session-1",
};

export function clientWith(responder: Responder, config: Partial<ApiClientConfig> = {}) {
  const fake = createFakeFetch(responder);
  const client = createApiClient({
    hosts: { origin: "http://api.test" },
    context: () => loggedIn,
    retryDelayMs: () => 0,
    fetch: fake.fetch,
    ...config,
  });
  return { client, requests: fake.requests, bodies: fake.bodies };
}

/** Resolves only when the request's signal aborts (a server that never answers). */
export function neverAnswer(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener("abort", () => reject(request.signal.reason), { once: true });
  });
}
