import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EventContext } from "./collect-event";
import { createCollector, DEFAULT_TIMING, MAX_CONTENT_LENGTH, type CollectorOptions } from "./collector";
import { createMemoryStorage, type StorageLike } from "./storage";
import { createFakeTransport, createFakeWindow, type FakeTransport } from "./testing";
import { type SendResult } from "./transport";

const HOUR = 60 * 60 * 1000;
const { batchIntervalMs, batchSize, retryBaseMs, staleQueueMs } = DEFAULT_TIMING;
const ENDPOINT = "https://collect.example.test/collect";

let transport: FakeTransport;
let storage: StorageLike;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-02T10:00:00Z") });
  transport = createFakeTransport();
  storage = createMemoryStorage();
});

afterEach(() => {
  vi.useRealTimers();
});

const context: EventContext = { page: "wallet", uid: "42", utm_source: "tg", utm_campaign: "autumn" };

function collector(overrides: Partial<CollectorOptions> = {}) {
  return createCollector({
    endpoint: ENDPOINT,
    project: "xworld",
    storage,
    now: () => Date.now(),
    transport,
    maxQueue: 500,
    getContext: () => context,
    ...overrides,
  });
}

/** Marks this device as first seen `hoursAgo` hours ago (the batch window is 24 h). */
function firstSeen(hoursAgo: number, project = "xworld") {
  storage.setItem(`analytics:${project}:first_seen`, String(Date.now() - hoursAgo * HOUR));
}

function deferred() {
  let resolve: (result: SendResult) => void = () => undefined;
  const promise = new Promise<SendResult>((r) => (resolve = r));
  return { promise, resolve };
}

const ids = (events: ReadonlyArray<{ id: string }>) => events.map((event) => event.id);

/** Every id delivered exactly once, and nothing else. */
function expectExactlyOnce(tracked: ReadonlyArray<{ id: string }>) {
  const delivered = ids(transport.delivered());
  expect(new Set(delivered).size).toBe(delivered.length);
  expect([...delivered].sort()).toEqual(ids(tracked).sort());
}

describe("wire format", () => {
  it("posts a text batch of events with context, fields and unique ids to <endpoint>?project=", async () => {
    firstSeen(30);
    const c = collector();
    const a = c.track("click", { module: "banner", sub_module: "top", item_id: "7", content: "open" });
    const b = c.track("page_view");
    await vi.advanceTimersByTimeAsync(0);

    expect(transport.requests).toHaveLength(1);
    const [request] = transport.requests;
    expect(request?.url).toBe(`${ENDPOINT}?project=xworld`);
    expect(request?.beacon).toBe(false);
    expect(request?.events).toEqual([
      {
        id: a.id,
        event: "click",
        ts: Date.now(),
        page: "wallet",
        uid: "42",
        utm_source: "tg",
        utm_campaign: "autumn",
        module: "banner",
        sub_module: "top",
        item_id: "7",
        content: "open",
      },
      { id: b.id, event: "page_view", ts: Date.now(), page: "wallet", uid: "42", utm_source: "tg", utm_campaign: "autumn" },
    ]);
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.id).not.toBe(b.id);
  });

  it("keeps a query the endpoint already has", async () => {
    firstSeen(30, "luckybear");
    collector({ endpoint: "https://lb.example.test/c?v=2", project: "luckybear" }).track("x");
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.requests[0]?.url).toBe("https://lb.example.test/c?v=2&project=luckybear");
  });

  it("cuts long content and never throws when the context cannot be read", async () => {
    firstSeen(30);
    const c = collector({
      getContext: () => {
        throw new Error("no router yet");
      },
    });
    const event = c.track("render_error", { content: "x".repeat(5000) });
    expect(event.page).toBe("unknown");
    expect(event.content).toHaveLength(MAX_CONTENT_LENGTH);
  });
});

describe("batching while the first-seen time is under 24 hours old", () => {
  it("stores the first-seen time once and keeps it", () => {
    collector();
    const stored = storage.getItem("analytics:xworld:first_seen");
    expect(stored).toBe(String(Date.now()));
    vi.advanceTimersByTime(HOUR);
    collector();
    expect(storage.getItem("analytics:xworld:first_seen")).toBe(stored);
  });

  it("holds events for the batch interval, then sends them in one request", async () => {
    const c = collector();
    expect(c.stats().batching).toBe(true);
    const tracked = [c.track("a"), c.track("b")];
    await vi.advanceTimersByTimeAsync(1000);
    tracked.push(c.track("c"));
    await vi.advanceTimersByTimeAsync(batchIntervalMs - 1001);
    expect(transport.requests).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(transport.requests).toHaveLength(1);
    expect(ids(transport.requests[0]?.events ?? [])).toEqual(ids(tracked));
    expect(c.stats()).toMatchObject({ queued: 0, sent: 3 });
  });

  it("sends at once when a full batch is waiting", async () => {
    const c = collector();
    for (let i = 0; i < batchSize; i += 1) c.track(`e${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.requests).toHaveLength(1);
    expect(transport.requests[0]?.events).toHaveLength(batchSize);
  });

  it("sends each event immediately once the first-seen time is 24 hours old", async () => {
    firstSeen(24);
    const c = collector();
    expect(c.stats().batching).toBe(false);
    c.track("a");
    await vi.advanceTimersByTimeAsync(0);
    c.track("b");
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.requests.map((r) => r.events.map((e) => e.event))).toEqual([["a"], ["b"]]);
  });

  it("leaves batching mode when the window passes while the page is open", async () => {
    firstSeen(23.99);
    const c = collector();
    expect(c.stats().batching).toBe(true);
    await vi.advanceTimersByTimeAsync(HOUR);
    c.track("late");
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.requests).toHaveLength(1);
  });
});

describe("flush when the page hides", () => {
  it("sends the waiting batch by beacon during pagehide, before any timer runs", () => {
    const win = createFakeWindow();
    const c = collector();
    c.attach(win);
    const tracked = [c.track("a"), c.track("b")];
    expect(transport.requests).toHaveLength(0);

    win.fire("pagehide");
    expect(transport.requests).toHaveLength(1);
    expect(transport.requests[0]?.beacon).toBe(true);
    expectExactlyOnce(tracked);
    expect(c.stats().queued).toBe(0);
  });

  it("sends by beacon when the document becomes hidden", () => {
    const win = createFakeWindow();
    const c = collector();
    c.attach(win);
    const tracked = [c.track("a")];
    win.setVisibility("hidden");
    expect(transport.requests.map((r) => r.beacon)).toEqual([true]);
    expectExactlyOnce(tracked);
  });

  it("splits a large queue into beacons under the 64 KiB limit", () => {
    const win = createFakeWindow();
    const c = collector();
    c.attach(win);
    const tracked = Array.from({ length: 120 }, (_, i) => c.track(`e${i}`, { content: "y".repeat(900) }));
    win.fire("pagehide");
    expect(transport.requests.length).toBeGreaterThan(1);
    for (const request of transport.requests) {
      expect(new TextEncoder().encode(JSON.stringify({ events: request.events })).length).toBeLessThan(64 * 1024);
    }
    expectExactlyOnce(tracked);
  });

  it("keeps the events when sendBeacon refuses them, and sends them later", async () => {
    const win = createFakeWindow();
    const c = collector();
    c.attach(win);
    const tracked = [c.track("a"), c.track("b")];
    transport.answer = ({ beacon }) => (beacon ? "failed" : "sent");
    win.setVisibility("hidden");
    expect(c.stats().queued).toBe(2);

    win.setVisibility("visible");
    await vi.advanceTimersByTimeAsync(retryBaseMs);
    expectExactlyOnce(tracked);
  });
});

describe("persistence across a reload", () => {
  it("a reloaded page sends what the previous one could not (offline at pagehide)", async () => {
    const first = createFakeWindow();
    const before = collector();
    before.attach(first);
    const tracked = [before.track("a"), before.track("b"), before.track("c")];
    first.setOnline(false);
    first.fire("pagehide");
    expect(transport.requests).toHaveLength(0);
    // The page is gone: no dispose() on a reload, and its timers die with it.
    vi.clearAllTimers();

    // The reload: a new collector over the same storage, back online.
    const after = collector();
    after.attach(createFakeWindow());
    await vi.advanceTimersByTimeAsync(0);
    expectExactlyOnce(tracked);
    expect(after.stats().queued).toBe(0);
    expect(storageKeys().filter((key) => key.includes(":queue:"))).toEqual([]);
  });

  it("adopts the queue of a page that died without pagehide once it is stale, and only then", async () => {
    const crashed = collector();
    const tracked = [crashed.track("a"), crashed.track("b")];
    // The tab dies: no pagehide, no dispose. Its timers die with it.
    vi.clearAllTimers();

    const next = collector();
    next.attach(createFakeWindow());
    await vi.advanceTimersByTimeAsync(batchIntervalMs);
    expect(transport.requests).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(staleQueueMs);
    next.track("c");
    await vi.advanceTimersByTimeAsync(batchIntervalMs);
    expect(ids(transport.delivered())).toEqual([...ids(tracked), expect.any(String)]);
  });

  it("keeps two live tabs from sending each other's events", async () => {
    const tabA = collector();
    const tabB = collector();
    const fromA = [tabA.track("a1"), tabA.track("a2")];
    const fromB = [tabB.track("b1")];
    await vi.advanceTimersByTimeAsync(batchIntervalMs);
    expectExactlyOnce([...fromA, ...fromB]);
    expect(transport.requests).toHaveLength(2);
  });

  it("takes its queue back after a back/forward-cache restore", async () => {
    const win = createFakeWindow();
    const c = collector();
    c.attach(win);
    const tracked = [c.track("a")];
    win.setOnline(false);
    win.fire("pagehide");
    win.fire("pageshow", { persisted: true });
    // A page opened meanwhile must not take the reclaimed queue.
    const other = collector();
    other.attach(createFakeWindow());
    win.setOnline(true);
    await vi.advanceTimersByTimeAsync(batchIntervalMs);
    expectExactlyOnce(tracked);
  });

  it("forgets events another page adopted while this one was in the back/forward cache", async () => {
    const win = createFakeWindow();
    const c = collector();
    c.attach(win);
    const tracked = [c.track("a")];
    win.setOnline(false);
    win.fire("pagehide");
    const other = collector();
    other.attach(createFakeWindow());
    await vi.advanceTimersByTimeAsync(0);

    win.fire("pageshow", { persisted: true });
    win.setOnline(true);
    await vi.advanceTimersByTimeAsync(batchIntervalMs);
    expectExactlyOnce(tracked);
    expect(c.stats().queued).toBe(0);
  });

  it("works without storage, in memory", async () => {
    const c = collector({ storage: undefined });
    const tracked = [c.track("a")];
    await vi.advanceTimersByTimeAsync(batchIntervalMs);
    expectExactlyOnce(tracked);
  });

  it("still sends when storage throws (quota)", async () => {
    const full = createMemoryStorage();
    full.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const c = collector({ storage: full });
    const tracked = [c.track("a")];
    await vi.advanceTimersByTimeAsync(batchIntervalMs);
    expectExactlyOnce(tracked);
  });
});

describe("retry after a failure", () => {
  it("retries with exponential backoff and delivers each event once", async () => {
    firstSeen(30);
    const answers: SendResult[] = ["failed", "failed", "sent"];
    transport.answer = () => Promise.resolve(answers.shift() ?? "sent");
    const c = collector();
    const tracked = [c.track("a")];
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.requests).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(retryBaseMs - 1);
    expect(transport.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.requests).toHaveLength(2);

    // Second failure: the wait doubles.
    await vi.advanceTimersByTimeAsync(2 * retryBaseMs - 1);
    expect(transport.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.requests).toHaveLength(3);
    expectExactlyOnce(tracked);
  });

  it("does not send new events during the backoff", async () => {
    firstSeen(30);
    transport.answer = () => Promise.resolve("failed");
    const c = collector();
    c.track("a");
    await vi.advanceTimersByTimeAsync(0);
    c.track("b");
    await vi.advanceTimersByTimeAsync(retryBaseMs - 1);
    expect(transport.requests).toHaveLength(1);
  });

  it("retries at once when the browser comes back online", async () => {
    firstSeen(30);
    const win = createFakeWindow();
    transport.answer = () => Promise.resolve("failed");
    const c = collector();
    c.attach(win);
    const tracked = [c.track("a")];
    await vi.advanceTimersByTimeAsync(0);
    win.setOnline(false);
    transport.answer = () => Promise.resolve("sent");
    c.track("b");
    await vi.advanceTimersByTimeAsync(10 * retryBaseMs);
    expect(transport.requests).toHaveLength(1);

    win.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.requests).toHaveLength(2);
    expect(transport.delivered().map((e) => e.event)).toEqual(["a", "b"]);
    expect(ids(transport.delivered())).toContain(tracked[0]?.id);
  });

  it("treats a throwing or rejecting transport as a failure", async () => {
    firstSeen(30);
    let calls = 0;
    transport.answer = () => {
      calls += 1;
      if (calls === 1) throw new Error("boom");
      if (calls === 2) return Promise.reject(new Error("network"));
      return "sent";
    };
    const c = collector();
    const tracked = [c.track("a")];
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(retryBaseMs);
    await vi.advanceTimersByTimeAsync(2 * retryBaseMs);
    expect(calls).toBe(3);
    expectExactlyOnce(tracked);
  });

  it("drops a batch the collector refuses (4xx), counts it, and goes on", async () => {
    firstSeen(30);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    transport.answer = () => "rejected";
    const c = collector();
    c.track("bad");
    await vi.advanceTimersByTimeAsync(0);
    transport.answer = () => "sent";
    const tracked = [c.track("good")];
    await vi.advanceTimersByTimeAsync(0);
    expect(c.stats()).toMatchObject({ rejected: 1, queued: 0, sent: 1 });
    expectExactlyOnce(tracked);
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each<[string, () => SendResult | Promise<SendResult>]>([
    ["async", () => Promise.resolve("sent")],
    ["sync", () => "sent"],
  ])("flush() sends everything now and resolves when done (%s transport)", async (_kind, answer) => {
    const c = collector();
    transport.answer = answer;
    const tracked = Array.from({ length: 130 }, (_, i) => c.track(`e${i}`));
    await c.flush();
    expectExactlyOnce(tracked);
    expect(transport.requests.length).toBeGreaterThan(1);
  });

  it("flush() gives up on a failure or when offline instead of spinning", async () => {
    const win = createFakeWindow();
    const c = collector();
    c.attach(win);
    c.track("a");
    transport.answer = () => "failed";
    await c.flush();
    expect(transport.requests).toHaveLength(1);
    win.navigator.onLine = false;
    await c.flush();
    expect(transport.requests).toHaveLength(1);
    expect(c.stats().queued).toBe(1);
  });
});

describe("bounded queue", () => {
  it("drops the oldest events beyond maxQueue and counts the drops across reloads", async () => {
    const win = createFakeWindow();
    win.navigator.onLine = false;
    const c = collector({ maxQueue: 5 });
    c.attach(win);
    const tracked = Array.from({ length: 8 }, (_, i) => c.track(`e${i}`));
    expect(c.stats()).toMatchObject({ queued: 5, dropped: 3 });
    c.dispose();

    const reloaded = collector({ maxQueue: 5 });
    expect(reloaded.stats().dropped).toBe(3);
    await vi.advanceTimersByTimeAsync(0);
    expectExactlyOnce(tracked.slice(3));
  });

  it("never drops an event that is in flight", async () => {
    firstSeen(30);
    const pending = deferred();
    transport.answer = () => pending.promise;
    const c = collector({ maxQueue: 2 });
    const first = c.track("first");
    await vi.advanceTimersByTimeAsync(0);
    c.track("x");
    c.track("y");
    const last = c.track("z");
    pending.resolve("sent");
    transport.answer = () => "sent";
    await vi.advanceTimersByTimeAsync(0);
    expect(c.stats().dropped).toBe(2);
    expectExactlyOnce([first, last]);
  });
});

describe("exactly once", () => {
  it("does not beacon the events of a fetch still in flight when the page hides", async () => {
    firstSeen(30);
    const win = createFakeWindow();
    const pending = deferred();
    transport.answer = ({ beacon }) => (beacon ? "sent" : pending.promise);
    const c = collector();
    c.attach(win);
    const inFlight = c.track("in_flight");
    await vi.advanceTimersByTimeAsync(0);
    const later = c.track("later");

    win.setVisibility("hidden");
    expect(transport.requests.map((r) => [r.beacon, r.events.map((e) => e.event)])).toEqual([
      [false, ["in_flight"]],
      [true, ["later"]],
    ]);
    pending.resolve("sent");
    await vi.advanceTimersByTimeAsync(10 * retryBaseMs);
    expectExactlyOnce([inFlight, later]);
  });

  it("sends one request at a time while visible", async () => {
    firstSeen(30);
    const pending = deferred();
    transport.answer = () => pending.promise;
    const c = collector();
    const tracked = [c.track("a")];
    await vi.advanceTimersByTimeAsync(0);
    tracked.push(c.track("b"), c.track("c"));
    await vi.advanceTimersByTimeAsync(batchIntervalMs);
    expect(transport.requests).toHaveLength(1);

    transport.answer = () => "sent";
    pending.resolve("sent");
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.requests).toHaveLength(2);
    expectExactlyOnce(tracked);
  });

  it("delivers every event exactly once through failures, hides, reloads and offline spells", async () => {
    // A deterministic mix: every third fetch fails, every fourth beacon is refused.
    let fetches = 0;
    let beacons = 0;
    transport.answer = ({ beacon }) => {
      if (beacon) return (beacons += 1) % 4 === 0 ? "failed" : "sent";
      return Promise.resolve((fetches += 1) % 3 === 0 ? "failed" : "sent");
    };
    const tracked = [];
    for (let page = 0; page < 4; page += 1) {
      const win = createFakeWindow();
      const c = collector({ maxQueue: 1000 });
      c.attach(win);
      for (let i = 0; i < 30; i += 1) {
        tracked.push(c.track(`p${page}_e${i}`));
        await vi.advanceTimersByTimeAsync(700);
        if (i === 10) win.setVisibility("hidden");
        if (i === 12) win.setVisibility("visible");
        if (i === 15) win.setOnline(false);
        if (i === 20) win.setOnline(true);
      }
      win.fire("pagehide");
      c.dispose();
    }
    const last = collector({ maxQueue: 1000 });
    last.attach(createFakeWindow());
    await last.flush();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expectExactlyOnce(tracked);
    // The scenario did exercise both kinds of failure.
    expect(transport.requests.filter((r) => r.outcome === "failed").map((r) => r.beacon)).toEqual(
      expect.arrayContaining([true, false]),
    );
  });
});

function storageKeys(): string[] {
  return Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? "");
}
