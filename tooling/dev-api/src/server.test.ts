import { luckyBearEndpoints } from "@repo/api-client/endpoints/lucky-bear";
import { taskEndpoints } from "@repo/api-client/endpoints/task";
import { userEndpoints } from "@repo/api-client/endpoints/user";
import { walletEndpoints } from "@repo/api-client/endpoints/wallet";
import { ALL_ENDPOINTS, duplicateEndpoints } from "@repo/api-client/endpoints/all";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ROUTE_MANIFEST } from "./route-manifest";
import { createDevApi } from "./server";
import { SEEDED_USER } from "./state/users";
import { failure, useSeeded } from "./test-support/contract";
import { type Harness, startHarness } from "./test-support/harness";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.control("reset", {});
  harness.logout();
});

describe("the contract", () => {
  it("serves every endpoint of @repo/api-client, each once", () => {
    const served = createDevApi({ log: () => undefined }).endpoints;
    expect(ALL_ENDPOINTS.filter(([, endpoint]) => !served.includes(endpoint)).map(([name]) => name)).toEqual([]);
    expect(new Set(served).size).toBe(served.length);
    expect(duplicateEndpoints()).toEqual([]);
  });

  it("tells its clock, which e2e tests sign Telegram init data with", async () => {
    harness.clock.advance(90_000);
    await expect(harness.control<{ now_ms: number }>("health")).resolves.toMatchObject({ now_ms: harness.clock.now() });
  });

  it("lists what it serves, as the checked-in manifest says", async () => {
    const { routes } = await harness.control<{ routes: string[] }>("routes");
    expect(routes).toEqual([...ROUTE_MANIFEST]);
  });
});

describe("seeded state", () => {
  it("is the same for the same seed and differs for another", () => {
    const a = createDevApi({ seed: 7, log: () => undefined }).state;
    const b = createDevApi({ seed: 7, log: () => undefined }).state;
    const c = createDevApi({ seed: 8, log: () => undefined }).state;
    expect(a.games).toEqual(b.games);
    expect(a.tasks).toEqual(b.tasks);
    expect(a.users.get(SEEDED_USER.user_id)?.secret_key).toBe(b.users.get(SEEDED_USER.user_id)?.secret_key);
    expect(a.games).not.toEqual(c.games);
  });
});

describe("home page calls", () => {
  it("pages the task list by 20", async () => {
    const first = await harness.client.call(taskEndpoints.getTaskList, { page: 1, page_size: 20 });
    const third = await harness.client.call(taskEndpoints.getTaskList, { page: 3, page_size: 20 });
    expect(first.list).toHaveLength(20);
    expect(third.list).toHaveLength(first.total - 40);
    expect(first.list[0]).toEqual(expect.objectContaining({ productId: expect.any(Number), xbOfferId: expect.any(String), icon: expect.any(String) }));
  });

  it("serves the lucky bear home and filters games by provider", async () => {
    const home = await harness.client.call(luckyBearEndpoints.query);
    expect(home.banners.length).toBeGreaterThan(0);
    expect(Number(home.jackpot.amount)).toBeGreaterThan(0);
    const pg = await harness.client.call(luckyBearEndpoints.gameList, { provider: "pg", page: 1, page_size: 50 });
    expect(pg.list.length).toBeGreaterThan(0);
    expect(pg.list.every((game) => game.provider === "pg")).toBe(true);
  });

  it("serves the global config with the feedback_v2 flag", async () => {
    const config = await harness.client.call(userEndpoints.appGlobalConfig);
    expect(typeof config.feature_flags.feedback_v2).toBe("boolean");
  });

  it("serves the wallet of a logged-in user with a total", async () => {
    useSeeded(harness);
    const info = await harness.client.call(walletEndpoints.getWalletInfo, { str_amount: true });
    // 125.50 off-chain and 20 on-chain.
    expect(info.list.find((row) => row.coin_name === "USDT")).toMatchObject({ money_all: "145.50", usdt_money_all: "145.50" });
    const total = info.list.reduce((sum, row) => sum + Number(row.usdt_money_all), 0);
    expect(Number(info.total_usdt)).toBeCloseTo(total, 4);
  });
});

describe("protocol", () => {
  it("answers a malformed body with an error envelope, not a stack", async () => {
    const response = await fetch(`${harness.url}/svc/user/user/send_otp_via_phone`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ code: 1000, msg: "Malformed request body: not JSON", data: null });
  });

  it("answers an unknown path with a 404 envelope", async () => {
    const response = await fetch(`${harness.url}/svc/wallet/wallet/nope`, { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 1002 });
  });

  it.each(["http://127.0.0.1:3000", "http://localhost:3001"])("allows CORS with credentials and the custom headers from %s", async (origin) => {
    const response = await fetch(`${harness.url}/svc/lucky-bear/lucky_bear/query`, {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "user-id,lb-session,d-id" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe(origin);
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("lb-session");
  });

  it("does not allow foreign origins", async () => {
    const response = await fetch(`${harness.url}/svc/lucky-bear/lucky_bear/query`, { headers: { Origin: "https://evil.example" } });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("analytics routes", () => {
  it("are mounted at the root, next to the services", async () => {
    const sent = await fetch(`${harness.url}/collect?project=xworld`, { method: "POST", body: JSON.stringify({ events: [{ event: "api_perf", used_ms: 12 }] }) });
    expect(sent.status).toBe(200);
    const collected = (await (await fetch(`${harness.url}/__dev/collected?project=xworld`)).json()) as { events: { event: string }[] };
    expect(collected.events.map((event) => event.event)).toContain("api_perf");
  });
});

describe("/__dev/fail-next", () => {
  it("answers the next matching call with a code, then behaves again", async () => {
    await harness.control("fail-next", { path: "/lucky_bear/query", code: 1010, msg: "verify first" });
    expect(await failure(harness.client.call(luckyBearEndpoints.query))).toMatchObject({ kind: "business", code: 1010, msg: "verify first" });
    await expect(harness.client.call(luckyBearEndpoints.query)).resolves.toBeTruthy();
  });

  it("answers with an HTTP status a given number of times", async () => {
    await harness.control("fail-next", { path: "get_task_list", httpStatus: 503, times: 2 });
    const page = { page: 1, page_size: 20 };
    expect(await failure(harness.client.call(taskEndpoints.getTaskList, page))).toMatchObject({ kind: "http", status: 503 });
    expect(await failure(harness.client.call(taskEndpoints.getTaskList, page))).toMatchObject({ kind: "http", status: 503 });
    await expect(harness.client.call(taskEndpoints.getTaskList, page)).resolves.toBeTruthy();
  });

  it("a delay longer than the client's limit is a timeout", async () => {
    await harness.control("fail-next", { path: "lucky_bear/query", delayMs: 2_000 });
    expect(await failure(harness.client.call(luckyBearEndpoints.query, {}, { timeoutMs: 100 }))).toMatchObject({ kind: "timeout" });
  });

  it.each([
    ["non_json", { kind: "parse", reason: "not_json" }],
    ["wrong_types", { kind: "parse", reason: "schema", field: "data.jackpot" }],
    ["missing_data", { kind: "parse", reason: "schema", field: "data" }],
    ["huge_body", { kind: "parse", reason: "too_large" }],
  ])("a hostile %s answer is a typed error", async (hostile, expected) => {
    await harness.control("fail-next", { path: "lucky_bear/query", hostile });
    expect(await failure(harness.client.call(luckyBearEndpoints.query))).toMatchObject(expected);
  });

  // The body stalls far longer than the call may take: only the client's own time limit can end it.
  it("a body that stalls is a timeout", { timeout: 15_000 }, async () => {
    await harness.control("fail-next", { path: "lucky_bear/query", hostile: "slow_body", delayMs: 12_000 });
    expect(await failure(harness.client.call(luckyBearEndpoints.query, {}, { timeoutMs: 300 }))).toMatchObject({ kind: "timeout" });
  });

  it("refuses an invalid rule", async () => {
    const response = await fetch(`${harness.url}/__dev/fail-next`, { method: "POST", body: JSON.stringify({ httpStatus: 42 }) });
    expect(response.status).toBe(400);
  });
});
