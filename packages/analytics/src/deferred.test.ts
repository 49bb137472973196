import { describe, expect, it, vi } from "vitest";
import type { CollectEvent, TrackFields } from "./collect-event";
import { type Analytics, createDeferredAnalytics, type Moment } from "./deferred";
import { createReports } from "./reports";

/** A fake loaded analytics whose clock and page follow `at`, like the app's. */
function fakeAnalytics(current: { moment: Moment }) {
  const tracked: CollectEvent[] = [];
  const collector = {
    track(event: string, fields: TrackFields = {}) {
      const queued: CollectEvent = { page: current.moment.path, ...fields, id: String(tracked.length), event, ts: current.moment.ts };
      tracked.push(queued);
      return queued;
    },
    flush: () => Promise.resolve(),
    attach: () => () => undefined,
    stats: () => ({ queued: tracked.length, inFlight: 0, sent: 0, dropped: 0, rejected: 0, batching: false }),
    dispose: () => undefined,
  };
  const sent: string[] = [];
  const analytics: Analytics = {
    collector,
    reports: createReports(collector),
    offerStats: { send: (stat) => (sent.push(stat.event), Promise.resolve(true)) },
  };
  return { analytics, tracked, sent };
}

describe("deferred analytics", () => {
  it("keeps calls made before loading with their moment and hands them over in order", async () => {
    let now: Moment = { ts: 1000, path: "/en-US", uid: undefined };
    const live = { moment: now };
    const fake = fakeAnalytics(live);
    const deferred = createDeferredAnalytics({
      moment: () => now,
      load: async () => ({
        analytics: fake.analytics,
        at: (moment, call) => {
          const before = live.moment;
          live.moment = moment;
          try {
            return call();
          } finally {
            live.moment = before;
          }
        },
      }),
    });
    deferred.collector.track("page_view");
    now = { ts: 2000, path: "/en-US/wallet", uid: "7" };
    deferred.reports.apiPerf({ api_url: "https://api.test/a", used_ms: 12, http_status: 200 });
    const stat = deferred.offerStats.send({ event: "offer_click" });
    expect(fake.tracked).toEqual([]);

    live.moment = { ts: 9000, path: "/en-US/later", uid: "7" };
    await deferred.load();
    expect(fake.tracked.map(({ event, ts, page }) => ({ event, ts, page }))).toEqual([
      { event: "page_view", ts: 1000, page: "/en-US" },
      { event: "api_perf", ts: 2000, page: "/en-US/wallet" },
    ]);
    await expect(stat).resolves.toBe(true);
    expect(fake.sent).toEqual(["offer_click"]);

    deferred.collector.track("click");
    expect(fake.tracked.at(-1)).toMatchObject({ event: "click", ts: 9000, page: "/en-US/later" });
  });

  it("loads once, and tries again after a failed load", async () => {
    const fake = fakeAnalytics({ moment: { ts: 0, path: "/", uid: undefined } });
    const load = vi
      .fn<() => Promise<{ analytics: Analytics; at: <T>(moment: Moment, call: () => T) => T }>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValue({ analytics: fake.analytics, at: (_moment, call) => call() });
    const deferred = createDeferredAnalytics({ moment: () => ({ ts: 0, path: "/", uid: undefined }), load });
    deferred.collector.track("kept");
    await expect(deferred.load()).rejects.toThrow("chunk failed");
    await deferred.load();
    await deferred.load();
    expect(load).toHaveBeenCalledTimes(2);
    expect(fake.tracked.map((event) => event.event)).toEqual(["kept"]);
  });

  it("drops what does not fit while loading, and says so for an offer statistic", async () => {
    const deferred = createDeferredAnalytics({
      moment: () => ({ ts: 0, path: "/", uid: undefined }),
      load: () => new Promise(() => undefined),
      maxWaiting: 1,
    });
    deferred.collector.track("kept");
    await expect(deferred.offerStats.send({ event: "offer_click" })).resolves.toBe(false);
  });
});
