import { describe, expect, it } from "vitest";
import type { Run } from "./measure";
import type { BenchPage } from "./pages";
import { blockingTime, emptySplit, formatTbtSplit, fullLayoutIn, laidOutObjects, shareOfKinds, type SimulatedTbt, splitBlockingTime, totalOf } from "./tbt-split";

const event = (name: string, ts: number, dur: number) => ({ name, ts, dur });

describe("shareOfKinds", () => {
  it("counts a parse that ran an inline script as parse for the markup and script for the script", () => {
    const share = shareOfKinds(20_000, [event("ParseHTML", 0, 18_000), event("EvaluateScript", 2_000, 12_000), event("v8.compile", 2_100, 10_000)]);
    expect(share.parse).toBeCloseTo(6 / 20);
    expect(share.script).toBeCloseTo(12 / 20);
    expect(share.other).toBeCloseTo(2 / 20);
  });

  it("puts style, layout and paint together, and what no known event covers under other", () => {
    const share = shareOfKinds(100_000, [event("UpdateLayoutTree", 0, 20_000), event("Layout", 20_000, 60_000), event("Paint", 80_000, 10_000)]);
    expect(share["style & layout"]).toBeCloseTo(0.9);
    expect(share.other).toBeCloseTo(0.1);
  });

  it("gives a layout forced by a script to style & layout, the rest of the call to script", () => {
    const share = shareOfKinds(40_000, [event("FunctionCall", 0, 40_000), event("Layout", 10_000, 30_000)]);
    expect(share.script).toBeCloseTo(0.25);
    expect(share["style & layout"]).toBeCloseTo(0.75);
  });

  it("names the browser's own navigation commit, and a task with no known event is all other", () => {
    expect(shareOfKinds(40_000, [event("DocumentLoader::CommitNavigation", 1_000, 30_000)]).navigation).toBeCloseTo(0.75);
    expect(shareOfKinds(10_000, [event("ResourceFinish", 0, 9_000)])).toEqual({ ...emptySplit(), other: 1 });
  });

  it("never gives a task more than all of it when its events overrun the task", () => {
    const share = shareOfKinds(10_000, [event("EvaluateScript", 0, 12_000)]);
    expect(share.script).toBe(1);
    expect(totalOf(share)).toBeCloseTo(1);
  });
});

describe("blockingTime", () => {
  it("counts the part beyond 50 ms of a task between FCP and TTI", () => {
    expect(blockingTime({ start: 1000, end: 1130 }, 800, 3000)).toBe(80);
    expect(blockingTime({ start: 1000, end: 1040 }, 800, 3000)).toBe(0);
  });

  it("clips a task at FCP and at TTI before taking the 50 ms off", () => {
    expect(blockingTime({ start: 700, end: 900 }, 800, 3000)).toBe(50);
    expect(blockingTime({ start: 2900, end: 3200 }, 800, 3000)).toBe(50);
    expect(blockingTime({ start: 600, end: 790 }, 800, 3000)).toBe(0);
    expect(blockingTime({ start: 3100, end: 3300 }, 800, 3000)).toBe(0);
  });
});

describe("splitBlockingTime", () => {
  it("splits each task's blocking part by its share of kinds, and the parts add up to the TBT", () => {
    const tasks = [
      { start: 900, end: 1100, observedMicros: 50_000, events: [event("Layout", 0, 50_000)] },
      { start: 1200, end: 1300, observedMicros: 25_000, events: [event("EvaluateScript", 0, 20_000)] },
      { start: 1300, end: 1340, observedMicros: 10_000, events: [event("FunctionCall", 0, 10_000)] },
    ];
    const split = splitBlockingTime(tasks, 800, 3000);
    expect(split["style & layout"]).toBeCloseTo(150);
    expect(split.script).toBeCloseTo(40);
    expect(split.other).toBeCloseTo(10);
    expect(totalOf(split)).toBeCloseTo(200);
  });
});

const layout = (ts: number, dirtyObjects: number) => ({ name: "Layout", ts, dur: 1_000, args: { beginData: { dirtyObjects } } });

describe("laidOutObjects", () => {
  it("is the most objects any layout of the task laid out, 0 without a layout", () => {
    expect(laidOutObjects([layout(0, 12), event("Paint", 1_000, 500), layout(2_000, 209)])).toBe(209);
    expect(laidOutObjects([event("Paint", 0, 500)])).toBe(0);
  });
});

describe("fullLayoutIn", () => {
  // The empty document's layout, two frames of a half-parsed page, the full first layout, a later relayout.
  const tasks = [
    { id: "empty", events: [layout(0, 1)] },
    { id: "header", events: [layout(10, 15)] },
    { id: "half", events: [layout(20, 61)] },
    { id: "full", events: [layout(30, 209)] },
    { id: "relayout", events: [layout(40, 16)] },
  ];

  it("asks about the task that laid out the most objects, not the first frame with a layout", () => {
    expect(fullLayoutIn(tasks, (task) => task.id === "full")).toBe(true);
    expect(fullLayoutIn(tasks, (task) => ["empty", "header", "half"].includes(task.id))).toBe(false);
  });

  it("takes the earliest of equal layouts, and has no answer for a load without a layout", () => {
    const twice = [...tasks, { id: "again", events: [layout(50, 209)] }];
    expect(fullLayoutIn(twice, (task) => task.id === "full")).toBe(true);
    expect(fullLayoutIn([{ id: "script", events: [event("EvaluateScript", 0, 9_000)] }], () => true)).toBeNull();
  });
});

describe("formatTbtSplit", () => {
  const page: BenchPage = { name: "luckybear /en-US/luckybear/invite", app: "luckybear", route: "/[locale]/luckybear/invite", url: "http://127.0.0.1/", as: "player", firstLoad: 163_000 };
  const run = (tbt: number, simulatedTbt: SimulatedTbt | null): Run => ({ score: 80, fcp: 800, lcp: 2000, tbt, cls: 0, requests: 30, lcpElement: null, lcpPhases: null, simulatedTbt });

  it("prints each part's median over the runs that have one", () => {
    const text = formatTbtSplit([
      {
        page,
        median: run(300, null),
        runs: [
          run(300, { parts: { ...emptySplit(), "style & layout": 180, script: 120 }, fullLayoutInFcp: false }),
          run(360, { parts: { ...emptySplit(), "style & layout": 200, script: 160 }, fullLayoutInFcp: false }),
          run(240, { parts: { ...emptySplit(), "style & layout": 100, script: 140 }, fullLayoutInFcp: true }),
        ],
      },
    ]);
    const [header, row] = text.split("\n");
    expect(header).toMatch(/TBT\s+navigation\s+parse\s+style & layout\s+script\s+other\s+layout in FCP$/);
    expect(row?.split(/\s{2,}/).slice(-7)).toEqual(["300", "0", "0", "180", "140", "0", "1/3"]);
  });

  it("shows a dash for a page whose runs have no split (applied throttling)", () => {
    const [, row] = formatTbtSplit([{ page, median: run(300, null), runs: [run(300, null)] }]).split("\n");
    expect(row).toMatch(/300\s+—\s+—\s+—\s+—\s+—\s+—$/);
  });
});
