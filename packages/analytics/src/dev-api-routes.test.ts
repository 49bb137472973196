// @vitest-environment node
// tooling/dev-api/src/routes/analytics.ts, driven through Hono's app.request(), and the client code of
// this package talking to it: the collector's wire format and the offer-statistics signature the app's
// server relay (@repo/app-shell/offer-stats-route) makes.
import {
  analyticsRoutes,
  DEV_OFFER_STATS_SECRET,
  OFFER_STATS_PROJECT,
  type CollectedRecord,
} from "@repo/dev-api/routes/analytics";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { createCollector } from "./collector";
import type { OfferStatDraft } from "./offer-stats";
import { offerStatUrl, type SignedOfferStat, signOfferStat } from "./offer-stats-sign";
import { createMemoryStorage } from "./storage";
import { createFakeWindow } from "./testing";
import { createBrowserTransport } from "./transport";

const BASE = "http://127.0.0.1:4400";
const RECEIVED_AT = Date.UTC(2026, 10, 2, 12, 0, 0);

let app: ReturnType<typeof analyticsRoutes>;

beforeEach(() => {
  app = analyticsRoutes({ now: () => RECEIVED_AT });
});

async function collected(query = ""): Promise<CollectedRecord[]> {
  const response = await app.request(`/__dev/collected${query}`);
  return ((await response.json()) as { events: CollectedRecord[] }).events;
}

function postText(path: string, body: string, contentType = "text/plain;charset=UTF-8") {
  return app.request(path, { method: "POST", body, headers: { "content-type": contentType } });
}

const event = (id: string, name = "click") => ({ id, event: name, ts: 1, page: "wallet" });

describe("POST /collect", () => {
  it("stores each event of a text/plain batch with its project and arrival time", async () => {
    const response = await postText("/collect?project=xworld", JSON.stringify({ events: [event("a"), event("b")] }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, received: 2 });
    expect(await collected()).toEqual([
      { ...event("a"), project: "xworld", received_at: RECEIVED_AT, via: "post" },
      { ...event("b"), project: "xworld", received_at: RECEIVED_AT, via: "post" },
    ]);
  });

  it("accepts JSON bodies, a bare array and a single event", async () => {
    await postText("/collect?project=xworld", JSON.stringify({ events: [event("a")] }), "application/json");
    await postText("/collect?project=xworld", JSON.stringify([event("b")]), "application/json");
    await postText("/collect?project=xworld", JSON.stringify(event("c")));
    expect((await collected()).map((r) => r.id)).toEqual(["a", "b", "c"]);
  });

  it("never de-duplicates, so doubles show", async () => {
    const body = JSON.stringify({ events: [event("same")] });
    await postText("/collect?project=xworld", body);
    await postText("/collect?project=xworld", body);
    expect((await collected()).map((r) => r.id)).toEqual(["same", "same"]);
  });

  it.each([
    ["/collect", JSON.stringify({ events: [event("a")] })],
    ["/collect?project=xworld", "not json"],
    ["/collect?project=xworld", JSON.stringify({ events: [] })],
    ["/collect?project=xworld", JSON.stringify({ events: [{ id: "x" }] })],
  ])("refuses %s with body %s", async (path, body) => {
    expect((await postText(path, body)).status).toBe(400);
    expect(await collected()).toEqual([]);
  });
});

describe("GET /collect", () => {
  it("stores one event from query parameters, numbers as numbers", async () => {
    const response = await app.request(
      "/collect?project=luckybear&event=api_perf&page=home&api_url=%2Flucky_bear%2Fquery&used_ms=87&http_status=200&code=0",
    );
    expect(response.status).toBe(200);
    expect(await collected("?project=luckybear")).toEqual([
      {
        event: "api_perf",
        page: "home",
        api_url: "/lucky_bear/query",
        used_ms: 87,
        http_status: 200,
        code: 0,
        project: "luckybear",
        received_at: RECEIVED_AT,
        via: "get",
      },
    ]);
  });

  it("refuses a form without project or event", async () => {
    expect((await app.request("/collect?event=x")).status).toBe(400);
    expect((await app.request("/collect?project=xworld")).status).toBe(400);
  });
});

describe("test control", () => {
  it("filters by project and event, and resets", async () => {
    await postText("/collect?project=xworld", JSON.stringify({ events: [event("a", "click"), event("b", "view")] }));
    await postText("/collect?project=luckybear", JSON.stringify({ events: [event("c", "click")] }));
    expect((await collected("?project=xworld")).map((r) => r.id)).toEqual(["a", "b"]);
    expect((await collected("?event=click")).map((r) => r.id)).toEqual(["a", "c"]);
    expect((await collected("?project=xworld&event=click")).map((r) => r.id)).toEqual(["a"]);

    const reset = await app.request("/__dev/collected/reset", { method: "POST" });
    expect(await reset.json()).toEqual({ ok: true, cleared: 3 });
    expect(await collected()).toEqual([]);
  });
});

describe("CORS", () => {
  it.each(["http://127.0.0.1:3000", "http://localhost:3001", "http://[::1]:6006"])("allows the loopback origin %s", async (origin) => {
    const preflight = await app.request("/collect?project=xworld", {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
    const post = await app.request("/collect?project=xworld", {
      method: "POST",
      body: JSON.stringify({ events: [event("a")] }),
      headers: { origin, "content-type": "text/plain;charset=UTF-8" },
    });
    expect(post.headers.get("access-control-allow-origin")).toBe(origin);
    expect(post.headers.get("access-control-allow-credentials")).toBe("true");
  });

  it("does not allow other origins", async () => {
    const response = await app.request("/collect?project=xworld", {
      method: "POST",
      body: JSON.stringify({ events: [event("a")] }),
      headers: { origin: "https://evil.example.test" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("offer statistics", () => {
  const draft = (overrides: Partial<OfferStatDraft> = {}): OfferStatDraft => ({
    ts: Math.floor(RECEIVED_AT / 1000),
    nonce: "0123456789abcdef",
    uid: "1001",
    event: "offer_click",
    desc: "",
    data: {},
    module: "",
    placement: "",
    ...overrides,
  });

  const sign = (stat: OfferStatDraft, secret = DEV_OFFER_STATS_SECRET) =>
    signOfferStat(stat, { key: "xw-dev", product: "xworld", secret, subtle: globalThis.crypto.subtle });

  it("verifies and stores a signed POST", async () => {
    const signed = await sign(draft({ data: { offer_id: 55, title: "Tiger ả" }, module: "task_list" }));
    expect((await postText("/offer-stats", JSON.stringify(signed), "application/json")).status).toBe(200);
    expect(await collected(`?project=${OFFER_STATS_PROJECT}`)).toMatchObject([
      { event: "offer_click", uid: "1001", data: { offer_id: 55, title: "Tiger ả" }, module: "task_list", via: "post" },
    ]);
  });

  it("verifies and stores the GET form", async () => {
    const signed = await sign(draft({ event: "offer_view", data: { offer_id: 55 } }));
    expect((await app.request(offerStatUrl("/offer-stats", signed))).status).toBe(200);
    expect(await collected(`?event=offer_view`)).toMatchObject([
      { event: "offer_view", data: '{"offer_id":55}', ts: String(Math.floor(RECEIVED_AT / 1000)), via: "get" },
    ]);
  });

  it("refuses a wrong secret or a changed field, and stores nothing", async () => {
    const wrong = await sign(draft(), "not-the-secret");
    expect((await app.request(offerStatUrl("/offer-stats", wrong))).status).toBe(401);

    const genuine = await sign(draft({ data: { reward: 1 } }));
    const tampered: SignedOfferStat = { ...genuine, data: { reward: 1000 } };
    expect((await postText("/offer-stats", JSON.stringify(tampered))).status).toBe(401);
    expect((await app.request(offerStatUrl("/offer-stats", tampered))).status).toBe(401);
    expect(await collected(`?project=${OFFER_STATS_PROJECT}`)).toHaveLength(0);
  });

  it("asks for the required fields", async () => {
    expect((await postText("/offer-stats", JSON.stringify({ event: "x" }))).status).toBe(400);
    expect((await app.request("/offer-stats?event=x")).status).toBe(400);
  });
});

describe("the collector against the dev API", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], now: TEST_NOW });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("delivers every event exactly once through network failures and a pagehide", async () => {
    const beacons: Array<Promise<Response>> = [];
    let fetches = 0;
    const transport = createBrowserTransport({
      // Every third request dies on the way, before the server sees it.
      fetch: async (input, init) => {
        if ((fetches += 1) % 3 === 0) throw new TypeError("Failed to fetch");
        return app.request(String(input), init);
      },
      sendBeacon: (url, data) => {
        beacons.push(Promise.resolve(app.request(url, { method: "POST", body: data })));
        return true;
      },
    });
    const storage = createMemoryStorage();
    storage.setItem("analytics:xworld:first_seen", String(Date.now() - 48 * 3600_000));
    const win = createFakeWindow();
    const collector = createCollector({
      endpoint: `${BASE}/collect`,
      project: "xworld",
      storage,
      now: () => Date.now(),
      transport,
      maxQueue: 500,
      getContext: () => ({ page: "wallet" }),
    });
    collector.attach(win);

    const tracked = [];
    for (let i = 0; i < 25; i += 1) {
      tracked.push(collector.track(`e${i}`));
      await vi.advanceTimersByTimeAsync(500);
    }
    win.fire("pagehide");
    await Promise.all(beacons);

    const received = await collected("?project=xworld");
    expect(received.map((r) => r.id).sort()).toEqual(tracked.map((e) => e.id).sort());
    expect(fetches).toBeGreaterThan(3);
  });
});
