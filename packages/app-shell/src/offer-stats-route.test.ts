// @vitest-environment node
import { analyticsRoutes, OFFER_STATS_PROJECT } from "@repo/dev-api/routes/analytics";
import { describe, expect, it, vi } from "vitest";
import { readServerEnv, serverEnvSchema } from "./env";
import { offerStatsRoute } from "./offer-stats-route";

// The relay is server code; the test runs it directly.
vi.mock("server-only", () => ({}));

const schema = serverEnvSchema({ analyticsProject: "xworld", telegramBotName: "bot", storeHost: "store.example" });
const env = (extra: Record<string, string> = {}) => readServerEnv("xworld", schema, { API_ORIGIN: "http://127.0.0.1:4400", ...extra });

const draft = {
  ts: 1_793_000_000,
  nonce: "0123456789abcdef",
  uid: "1001",
  event: "offer_click",
  desc: "",
  data: { offer_id: 55 },
  module: "task_list",
  placement: "",
};

function post(body: string): Request {
  return new Request("http://127.0.0.1:3000/api/offer-stats", { method: "POST", body });
}

describe("the offer-stats relay", () => {
  it("signs a draft with the server's secret and the dev API verifies it", async () => {
    const statistics = analyticsRoutes({ now: () => 0 });
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(statistics.request(String(input), init)));
    const route = offerStatsRoute(() => env(), { fetch });

    expect((await route.POST(post(JSON.stringify(draft)))).status).toBe(204);
    expect(fetch.mock.calls[0]?.[0]).toBe("http://127.0.0.1:4400/offer-stats");
    const stored = (await (await statistics.request(`/__dev/collected?project=${OFFER_STATS_PROJECT}`)).json()) as { events: unknown[] };
    expect(stored.events).toMatchObject([{ event: "offer_click", key: "xworld-dev", product: "xworld", uid: "1001", via: "post" }]);
  });

  it("signs with the configured secret, which a service holding another one refuses", async () => {
    const statistics = analyticsRoutes({ offerStatsSecret: "the-real-one" });
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(statistics.request(String(input), init));
    expect((await offerStatsRoute(() => env({ OFFER_STATS_SECRET: "the-real-one" }), { fetch }).POST(post(JSON.stringify(draft)))).status).toBe(204);
    expect((await offerStatsRoute(() => env(), { fetch }).POST(post(JSON.stringify(draft)))).status).toBe(502);
  });

  it("forwards to OFFER_STATS_ENDPOINT when configured", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    await offerStatsRoute(() => env({ OFFER_STATS_ENDPOINT: "https://stats.example.com/v2/offer" }), { fetch }).POST(post(JSON.stringify(draft)));
    expect(fetch).toHaveBeenCalledWith("https://stats.example.com/v2/offer", expect.objectContaining({ method: "POST" }));
  });

  it.each([
    ["not JSON", "{oops", 400],
    ["not a draft", JSON.stringify({ event: "x" }), 400],
    ["too large", JSON.stringify({ ...draft, desc: "x".repeat(9000) }), 413],
  ])("refuses a body that is %s without calling the service", async (_name, body, code) => {
    const fetch = vi.fn();
    expect((await offerStatsRoute(() => env(), { fetch }).POST(post(body))).status).toBe(code);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("answers 502 when the service is down", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    expect((await offerStatsRoute(() => env(), { fetch }).POST(post(JSON.stringify(draft)))).status).toBe(502);
  });
});
