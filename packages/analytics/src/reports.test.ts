import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { createCollector } from "./collector";
import { createReports, MAX_RESOURCE_REPORTS, type Reports } from "./reports";
import { stackDigest } from "./stack-digest";
import { createMemoryStorage } from "./storage";
import { createFakeTransport, type FakeTransport } from "./testing";

let transport: FakeTransport;
let reports: Reports;

beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW });
  transport = createFakeTransport();
  const collector = createCollector({
    endpoint: "https://c.example.test/collect",
    project: "xworld",
    storage: createMemoryStorage(),
    now: () => Date.now(),
    transport,
    maxQueue: 500,
    getContext: () => ({ page: "wallet", uid: "7" }),
  });
  reports = createReports(collector);
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

/** What actually left the page. */
async function sentEvents() {
  await vi.advanceTimersByTimeAsync(60_000);
  return transport.delivered();
}

describe("reportApiError", () => {
  it("reports a failed query as api_error_rp, without the query string", async () => {
    reports.reportApiError({
      api_url: "https://wallet.example.test/wallet/get_wallet_info?user_id=7",
      code: 500,
      http_status: 200,
      message: "server busy",
    });
    expect(await sentEvents()).toMatchObject([
      {
        event: "api_error_rp",
        page: "wallet",
        uid: "7",
        api_url: "https://wallet.example.test/wallet/get_wallet_info",
        code: 500,
        http_status: 200,
        content: "server busy",
      },
    ]);
  });

  it.each([{ code: "ERROR_OUTOF_NEWBIE" }, { code: 400, message: "ERROR_OUTOF_NEWBIE" }])(
    "never reports ERROR_OUTOF_NEWBIE (%o)",
    async (error) => {
      expect(reports.reportApiError({ api_url: "/lucky_bear/newbie_task_status", ...error })).toBeUndefined();
      expect(await sentEvents()).toEqual([]);
    },
  );
});

describe("reportRenderError", () => {
  it("sends the message, a stack digest and the page", async () => {
    const error = new Error("Cannot read properties of undefined (reading 'coin_name')");
    reports.reportRenderError(error, { componentStack: "\n    at WalletRow\n    at WalletList" });
    reports.reportRenderError(error, { page: "pet" });
    const [first, second] = await sentEvents();
    expect(first).toMatchObject({ event: "render_error", page: "wallet", content: error.message });
    expect(first?.digest).toMatch(/^[0-9a-f]{8}$/);
    expect(second).toMatchObject({ event: "render_error", page: "pet" });
    expect(second?.digest).not.toBe(first?.digest);
  });

  it("uses React's digest of a server error", async () => {
    reports.reportRenderError(new Error("An error occurred in the Server Components render."), { digest: "3407421390" });
    expect((await sentEvents())[0]?.digest).toBe("3407421390");
  });

  it("reports what was thrown even when it is not an Error", async () => {
    reports.reportRenderError("plain string");
    reports.reportRenderError({ reason: "object" });
    expect((await sentEvents()).map((e) => e.content)).toEqual(["plain string", '{"reason":"object"}']);
  });
});

describe("stackDigest", () => {
  const stack = (line: number) =>
    `TypeError: x is undefined\n    at WalletRow (https://app.example.test/_next/static/chunks/app.js?v=1:${line}:17)\n    at render (react-dom.js:${line + 5}:3)`;

  it("stays the same when only line numbers and queries change", () => {
    expect(stackDigest(stack(10))).toBe(stackDigest(stack(99)));
  });

  it("differs for a different stack", () => {
    expect(stackDigest(stack(10))).not.toBe(stackDigest(stack(10).replace("WalletRow", "PetCard")));
  });
});

describe("reportNativeInitError", () => {
  it("sends the message, the failed step and the bridge's ret code", async () => {
    reports.reportNativeInitError({ ret: 1002, msg: "no permission" }, "getAppInfo");
    reports.reportNativeInitError(new Error("bridge timeout"));
    expect(await sentEvents()).toMatchObject([
      { event: "native_init_error", content: "no permission", sub_module: "getAppInfo", code: 1002 },
      { event: "native_init_error", content: "bridge timeout" },
    ]);
  });
});

describe("watchResourceErrors", () => {
  function failLoad(tag: "img" | "script" | "link" | "video", url: string) {
    const element = document.createElement(tag);
    // A property, not the attribute: happy-dom would really try to load it.
    Object.defineProperty(element, tag === "link" ? "href" : "src", { value: url });
    document.body.append(element);
    element.dispatchEvent(new Event("error"));
  }

  it("reports failed image, script and stylesheet loads once per URL", async () => {
    const stop = reports.watchResourceErrors(window);
    failLoad("img", "https://cdn.example.test/coin.webp");
    failLoad("img", "https://cdn.example.test/coin.webp");
    failLoad("script", "https://cdn.example.test/chunk-1.js");
    failLoad("link", "https://cdn.example.test/theme.css");
    failLoad("video", "https://cdn.example.test/intro.mp4");
    window.dispatchEvent(new ErrorEvent("error", { message: "script error" }));
    stop();
    failLoad("img", "https://cdn.example.test/after-stop.png");

    expect((await sentEvents()).map((e) => [e.event, e.sub_module, e.content])).toEqual([
      ["resource_error", "img", "https://cdn.example.test/coin.webp"],
      ["resource_error", "script", "https://cdn.example.test/chunk-1.js"],
      ["resource_error", "link", "https://cdn.example.test/theme.css"],
    ]);
  });

  it("stops after a bounded number of URLs", async () => {
    reports.watchResourceErrors(window);
    for (let i = 0; i < MAX_RESOURCE_REPORTS + 10; i += 1) failLoad("img", `https://cdn.example.test/${i}.png`);
    expect(await sentEvents()).toHaveLength(MAX_RESOURCE_REPORTS);
  });
});

describe("apiPerf", () => {
  it("sends the api_perf fields the API client emits", async () => {
    reports.apiPerf({ api_url: "https://user.example.test/api/app_global_config?t=1", used_ms: 123.6, http_status: 200, code: 0 });
    expect(await sentEvents()).toMatchObject([
      {
        event: "api_perf",
        page: "wallet",
        api_url: "https://user.example.test/api/app_global_config",
        used_ms: 124,
        http_status: 200,
        code: 0,
      },
    ]);
  });
});
