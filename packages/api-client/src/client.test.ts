// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { type ApiTiming, bindEndpoints, serviceBaseUrl } from "./client";
import { defineEndpoint } from "./endpoint";
import { type AnyApiError, ERROR_OUTOF_NEWBIE, isApiError } from "./errors";
import { clientWith, envelope, neverAnswer } from "./test-support/fake-fetch";

const getItems = defineEndpoint({
  service: "lucky-bear",
  method: "GET",
  path: "/lucky_bear/items",
  request: z.object({ page: z.number(), tag: z.optional(z.string()) }),
  response: z.object({ list: z.array(z.object({ id: z.number() })) }),
});

const spend = defineEndpoint({
  service: "wallet",
  method: "POST",
  path: "/wallet/spend",
  request: z.object({ amount: z.string() }),
  response: z.object({ left: z.string() }),
});

const register = defineEndpoint({
  service: "user",
  method: "POST",
  path: "/user/regist?is_form_test=1",
  form: true,
  request: z.object({ username: z.string(), age: z.number() }),
  response: z.object({ ok: z.boolean() }),
});

const pageJson = defineEndpoint({
  service: "main",
  method: "GET",
  path: "/i18n/{page}/{locale}.json",
  request: z.object({ page: z.string(), locale: z.string(), v: z.string() }),
  response: z.record(z.string(), z.string()),
});

async function failureOf(promise: Promise<unknown>): Promise<AnyApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw new Error(`not an ApiError: ${String(error)}`);
  }
  throw new Error("the call succeeded");
}

describe("base URLs", () => {
  it("puts every service under /svc/<service> of the origin, unless overridden", () => {
    const hosts = { origin: "http://127.0.0.1:4400/", overrides: { wallet: "https://wallet.example.com/" } };
    expect(serviceBaseUrl(hosts, "lucky-bear")).toBe("http://127.0.0.1:4400/svc/lucky-bear");
    expect(serviceBaseUrl(hosts, "wallet")).toBe("https://wallet.example.com");
  });
});

describe("requests", () => {
  it("sends GET input as query and parses data", async () => {
    const { client, requests } = clientWith(() => envelope({ list: [{ id: 1, extra: "ignored" }] }));
    await expect(client.call(getItems, { page: 2, tag: "hot" })).resolves.toEqual({ list: [{ id: 1 }] });
    expect(requests[0]?.method).toBe("GET");
    expect(requests[0]?.url).toBe("http://api.test/svc/lucky-bear/lucky_bear/items?page=2&tag=hot");
  });

  it("sends POST input as JSON", async () => {
    const { client, requests, bodies } = clientWith(() => envelope({ left: "1.00" }));
    await client.call(spend, { amount: "2" });
    expect(requests[0]?.headers.get("content-type")).toContain("application/json");
    expect(JSON.parse(bodies[0] ?? "")).toEqual({ amount: "2" });
  });

  it("keeps a fixed query and sends a form body", async () => {
    const { client, requests, bodies } = clientWith(() => envelope({ ok: true }));
    await client.call(register, { username: "bear", age: 20 });
    expect(requests[0]?.url).toBe("http://api.test/svc/user/user/regist?is_form_test=1");
    expect(requests[0]?.headers.get("content-type")).toContain("application/x-www-form-urlencoded");
    expect(bodies[0]).toBe("username=bear&age=20");
  });

  it("fills path placeholders from the input", async () => {
    const { client, requests } = clientWith(() => envelope({ title: "Wallet" }));
    await client.call(pageJson, { page: "wallet", locale: "vi-VN", v: "1.2.3" });
    expect(requests[0]?.url).toBe("http://api.test/svc/main/i18n/wallet/vi-VN.json?v=1.2.3");
  });

  it("binds endpoints as typed functions", async () => {
    const { client } = clientWith(() => envelope({ left: "5" }));
    const wallet = bindEndpoints(client, { spend });
    await expect(wallet.spend({ amount: "1" })).resolves.toEqual({ left: "5" });
  });
});

describe("error kinds", () => {
  it("business: HTTP 200 with a code outside 0 and 200..299, with field errors", async () => {
    const { client } = clientWith(() => Response.json({ code: 1001, msg: "Invalid phone", data: null, errors: { phone: ["Enter digits"] } }));
    const error = await failureOf(client.call(spend, { amount: "1" }));
    expect(error).toMatchObject({ kind: "business", code: 1001, msg: "Invalid phone", fieldErrors: [{ field: "phone", message: "Enter digits" }] });
  });

  it.each([201, 204, 400, 404, 500, 503])("http: status %i", async (status) => {
    const { client } = clientWith(() => new Response(status === 204 ? null : JSON.stringify({ code: status, msg: "nope" }), { status }));
    const error = await failureOf(client.call(spend, { amount: "1" }));
    expect(error).toMatchObject({ kind: "http", status });
    if (status !== 204) expect(error).toMatchObject({ msg: "nope", code: status });
  });

  it("network: fetch rejects", async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError("fetch failed")));
    expect(await failureOf(client.call(spend, { amount: "1" }))).toMatchObject({ kind: "network" });
  });

  it("timeout: no answer within the call's limit", async () => {
    const { client } = clientWith(neverAnswer, { timeoutMs: 30 });
    expect(await failureOf(client.call(spend, { amount: "1" }))).toMatchObject({ kind: "timeout", timeoutMs: 30 });
  });

  it("aborted: the caller's signal", async () => {
    const { client } = clientWith(neverAnswer);
    const controller = new AbortController();
    const pending = client.call(spend, { amount: "1" }, { signal: controller.signal });
    controller.abort();
    expect(await failureOf(pending)).toMatchObject({ kind: "aborted" });
  });
});

describe("hostile responses give a typed parse or timeout error", () => {
  const cases: [string, () => Response, object][] = [
    ["non-JSON", () => new Response("<html>oops</html>", { headers: { "content-type": "text/html" } }), { reason: "not_json" }],
    ["empty body", () => new Response(""), { reason: "not_json" }],
    ["no envelope code", () => Response.json({ data: {} }), { reason: "envelope", field: "code" }],
    ["missing data", () => Response.json({ code: 0, msg: "success" }), { reason: "schema", field: "data" }],
    ["wrong types", () => envelope({ list: "nope" }), { reason: "schema", field: "data.list" }],
    ["wrong nested type", () => envelope({ list: [{ id: "1" }] }), { reason: "schema", field: "data.list.0.id" }],
    [
      "a declared huge body",
      () => new Response("{}", { headers: { "content-length": String(6 * 1024 * 1024) } }),
      { reason: "too_large" },
    ],
    [
      "a streamed huge body",
      () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              controller.enqueue(new Uint8Array(1024 * 1024));
            },
          }),
        ),
      { reason: "too_large" },
    ],
  ];

  it.each(cases)("%s", async (_name, respond, expected) => {
    const { client } = clientWith(respond);
    expect(await failureOf(client.call(getItems, { page: 1 }))).toMatchObject({ kind: "parse", ...expected });
  });

  it("a huge body is refused at once and its request ended, even when its stream never finishes cancelling", async () => {
    const { client, requests } = clientWith(
      () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              controller.enqueue(new Uint8Array(1024 * 1024));
            },
            // Like a server runtime that waits for the rest of the body before it lets go.
            cancel: () => new Promise<void>(() => undefined),
          }),
        ),
      { maxBodyBytes: 2 * 1024 * 1024, timeoutMs: 60_000 },
    );
    expect(await failureOf(client.call(getItems, { page: 1 }))).toMatchObject({ kind: "parse", reason: "too_large" });
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it("a body that stalls and ignores the abort still fails at the deadline", async () => {
    const { client } = clientWith(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"code":0,'));
            },
          }),
        ),
      { timeoutMs: 30 },
    );
    expect(await failureOf(client.call(getItems, { page: 1 }))).toMatchObject({ kind: "timeout", timeoutMs: 30 });
  });

  it("a body that stalls after the headers times out", async () => {
    const { client } = clientWith(
      (request) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"code":0,'));
              request.signal.addEventListener("abort", () => controller.error(request.signal.reason));
            },
          }),
        ),
      { timeoutMs: 30 },
    );
    expect(await failureOf(client.call(getItems, { page: 1 }))).toMatchObject({ kind: "timeout" });
  });
});

describe("retries", () => {
  it("a business error on a GET is requested exactly once", async () => {
    const { client, requests } = clientWith(() => envelope(null, 1004, "expired"));
    await failureOf(client.call(getItems, { page: 1 }));
    expect(requests).toHaveLength(1);
  });

  it("an HTTP error on a GET is not retried", async () => {
    const { client, requests } = clientWith(() => new Response("busy", { status: 503 }));
    await failureOf(client.call(getItems, { page: 1 }));
    expect(requests).toHaveLength(1);
  });

  it("a network failure on an idempotent GET is retried twice, then rejects", async () => {
    const { client, requests } = clientWith(() => Promise.reject(new TypeError("fetch failed")));
    expect(await failureOf(client.call(getItems, { page: 1 }))).toMatchObject({ kind: "network" });
    expect(requests).toHaveLength(3);
  });

  it("a retry that succeeds gives the data", async () => {
    const { client, requests } = clientWith((_request, attempt) =>
      attempt === 1 ? Promise.reject(new TypeError("fetch failed")) : envelope({ list: [] }),
    );
    await expect(client.call(getItems, { page: 1 })).resolves.toEqual({ list: [] });
    expect(requests).toHaveLength(2);
  });

  it("a network failure on a non-idempotent POST is not retried", async () => {
    const { client, requests } = clientWith(() => Promise.reject(new TypeError("fetch failed")));
    await failureOf(client.call(spend, { amount: "1" }));
    expect(requests).toHaveLength(1);
  });

  it("the retry bound is configurable", async () => {
    const { client, requests } = clientWith(() => Promise.reject(new TypeError("fetch failed")), { retryLimit: 0 });
    await failureOf(client.call(getItems, { page: 1 }));
    expect(requests).toHaveLength(1);
  });
});

describe("handlers", () => {
  const handlerCases = [
    [1004, "onSessionExpired"],
    [1010, "onVerifyRequired"],
    [1012, "onBindPhoneRequired"],
  ] as const;

  it.each(handlerCases)("code %i calls %s once and still rejects", async (code, name) => {
    const handlers = { onSessionExpired: vi.fn(), onVerifyRequired: vi.fn(), onBindPhoneRequired: vi.fn(), onError: vi.fn() };
    const { client } = clientWith(() => envelope(null, code, "stop"), { handlers });
    expect(await failureOf(client.call(getItems, { page: 1 }))).toMatchObject({ kind: "business", code });
    expect(handlers[name]).toHaveBeenCalledTimes(1);
    for (const [, other] of handlerCases) if (other !== name) expect(handlers[other]).not.toHaveBeenCalled();
    expect(handlers.onError).toHaveBeenCalledTimes(1);
  });

  it("ERROR_OUTOF_NEWBIE is not reported", async () => {
    const onError = vi.fn();
    const { client } = clientWith(() => envelope(null, 3001, ERROR_OUTOF_NEWBIE), { handlers: { onError } });
    expect(await failureOf(client.call(getItems, { page: 1 }))).toMatchObject({ kind: "business", msg: ERROR_OUTOF_NEWBIE });
    expect(onError).not.toHaveBeenCalled();
  });

  it("other failures are reported once", async () => {
    const onError = vi.fn();
    const { client } = clientWith(() => new Response("x", { status: 500 }), { handlers: { onError } });
    await failureOf(client.call(getItems, { page: 1 }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ kind: "http", status: 500 });
  });

  it("a throwing handler does not replace the API error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { client } = clientWith(() => envelope(null, 1004, "expired"), {
      handlers: {
        onSessionExpired: () => {
          throw new Error("router exploded");
        },
      },
    });
    expect(await failureOf(client.call(getItems, { page: 1 }))).toMatchObject({ kind: "business", code: 1004 });
  });
});

describe("timing", () => {
  it("reports every attempt with status and the final code", async () => {
    const timings: ApiTiming[] = [];
    const { client } = clientWith(
      (_request, attempt) => (attempt === 1 ? Promise.reject(new TypeError("fetch failed")) : envelope(null, 250)),
      { handlers: { onTiming: (timing) => timings.push(timing) } },
    );
    await failureOf(client.call(getItems, { page: 1 })).catch(() => undefined);
    expect(timings).toHaveLength(2);
    expect(timings[0]).toMatchObject({ api_url: "http://api.test/svc/lucky-bear/lucky_bear/items", http_status: 0, code: null });
    expect(timings[1]).toMatchObject({ http_status: 200, code: 250 });
    expect(timings.every((timing) => timing.used_ms >= 0)).toBe(true);
  });

  it("reports the code of a business error", async () => {
    const onTiming = vi.fn();
    const { client } = clientWith(() => envelope(null, 1010), { handlers: { onTiming } });
    await failureOf(client.call(spend, { amount: "1" }));
    expect(onTiming).toHaveBeenCalledWith(expect.objectContaining({ http_status: 200, code: 1010 }));
  });
});
