import { describe, expect, it } from "vitest";
import { formatMainThread, medians, summarizeMainThread, type TraceEvent } from "./main-thread";
import type { BenchPage } from "./pages";

const MAIN = { pid: 7, tid: 1 };
const name = (pid: number, tid: number): TraceEvent => ({ name: "thread_name", ph: "M", pid, tid, ts: 0, args: { name: "CrRendererMain" } });
const x = (event: string, ts: number, dur: number, thread = MAIN, cat = "devtools.timeline"): TraceEvent => ({ name: event, cat, ph: "X", ...thread, ts: ts * 1000, dur: dur * 1000 });

describe("summarizeMainThread", () => {
  it("gives each event its own time, without the events nested in it, and counts each task's part beyond 50 ms", () => {
    const events = [
      name(7, 1),
      // a 120 ms task: 100 ms of script, 30 ms of it a style recalculation inside the script
      x("RunTask", 0, 120),
      x("FunctionCall", 10, 100),
      x("Document::recalcStyle", 40, 30),
      // a 20 ms frame: paint and layerize
      x("RunTask", 200, 20),
      x("Paint", 202, 12),
      x("Layerize", 215, 4),
    ];
    expect(summarizeMainThread(events)).toEqual({ busy: 140, script: 70, styleLayout: 30, fonts: 0, paint: 16, strikes: 0, blocking: 70, js: 0 });
  });

  it("counts the system font lookups a layout waits for as fonts, not as style and layout, and each strike asked for", () => {
    const events = [
      name(7, 1),
      x("RunTask", 0, 90),
      x("Layout", 5, 80),
      x("FontCache::GetFontPlatformData", 10, 40, MAIN, "fonts"),
      x("WebSandboxSupportLinux::GetWebFontRenderStyleForStrike", 12, 20, MAIN, "fonts"),
      x("WebSandboxSupportLinux::GetWebFontRenderStyleForStrike", 32, 16, MAIN, "fonts"),
      x("InlineNode::ShapeTextIncludingFirstLine", 60, 10),
    ];
    expect(summarizeMainThread(events)).toEqual({ busy: 90, script: 0, styleLayout: 40, fonts: 40, paint: 0, strikes: 2, blocking: 40, js: 0 });
  });

  it("reads the renderer's busiest main thread, not another tab's or the browser's", () => {
    const other = { pid: 9, tid: 1 };
    const events = [name(7, 1), name(9, 1), x("RunTask", 0, 10, other), x("Paint", 1, 5, other), x("RunTask", 0, 60), x("Paint", 1, 40)];
    expect(summarizeMainThread(events)).toEqual({ busy: 60, script: 0, styleLayout: 0, fonts: 0, paint: 40, strikes: 0, blocking: 10, js: 0 });
  });

  it("is all zero for a trace without a renderer", () => {
    expect(summarizeMainThread([x("RunTask", 0, 80)])).toEqual({ busy: 0, script: 0, styleLayout: 0, fonts: 0, paint: 0, strikes: 0, blocking: 0, js: 0 });
  });

  it("sums the decoded size of every script the page loaded, whichever thread saw it", () => {
    const send = (requestId: string, url: string): TraceEvent => ({ name: "ResourceSendRequest", ph: "I", pid: 3, tid: 1, ts: 0, args: { data: { requestId, url } } });
    const finish = (requestId: string, decodedBodyLength: number): TraceEvent => ({ name: "ResourceFinish", ph: "I", pid: 7, tid: 1, ts: 1, args: { data: { requestId, decodedBodyLength } } });
    const events = [
      name(7, 1),
      send("1", "http://127.0.0.1/_next/static/chunks/a.js"),
      send("2", "http://127.0.0.1/_next/static/chunks/b.js?v=1"),
      send("3", "http://127.0.0.1/_next/static/chunks/c.css"),
      send("4", "http://127.0.0.1/static/games/1.png"),
      finish("1", 265_520),
      finish("2", 10_000),
      finish("3", 50_000),
      finish("4", 9_000),
    ];
    expect(summarizeMainThread(events).js).toBeCloseTo(275.52);
  });
});

describe("formatMainThread", () => {
  it("prints one aligned row per page with its busy time as a ratio to the floor's", () => {
    const page = (app: BenchPage["app"], pageName: string): BenchPage => ({ name: pageName, app, route: "/", url: "http://127.0.0.1/", as: "visitor", firstLoad: 140_000 });
    const lines = formatMainThread([
      { page: page("floor", "floor /"), time: { busy: 1000, script: 400, styleLayout: 100, fonts: 15, strikes: 4, paint: 20, blocking: 300, js: 212.4 } },
      { page: page("xworld", "xworld /en-US"), time: { busy: 3051.4, script: 1200, styleLayout: 400, fonts: 96.6, strikes: 12, paint: 179, blocking: 801, js: 751.8 } },
    ]).split("\n");
    expect(lines[0]).toBe("page           as        busy ms  ×floor  script  style+layout  fonts  strikes  paint  blocking  JS kB");
    expect(lines[1]).toBe("floor /        visitor      1000   ×1.00     400           100     15        4     20       300    212");
    expect(lines[2]).toBe("xworld /en-US  visitor      3051   ×3.05    1200           400     97       12    179       801    752");
  });
});

describe("medians", () => {
  it("takes each figure's median on its own", () => {
    const load = (busy: number, paint: number) => ({ busy, script: busy / 2, styleLayout: 10, fonts: busy / 10, paint, strikes: busy / 250, blocking: 0, js: busy / 4 });
    expect(medians([load(3000, 50), load(1000, 300), load(2000, 100)])).toEqual({ busy: 2000, script: 1000, styleLayout: 10, fonts: 200, paint: 100, strikes: 8, blocking: 0, js: 500 });
  });
});
