import { describe, expect, it } from "vitest";
import { type Measurement, type Run, throttlingFrom } from "./measure";
import type { BenchPage } from "./pages";
import { formatSpread, formatTable, medianOf, missedTargets, rangeOf, type PageResult } from "./report";

const floorRun: Measurement = { score: 90, fcp: 1000, lcp: 2000, tbt: 300, cls: 0, requests: 10 };

function result(app: BenchPage["app"], firstLoad: number, median: Measurement): PageResult {
  const page: BenchPage = { name: app, app, route: "/", url: "http://127.0.0.1/", as: "visitor", firstLoad };
  return { page, runs: [{ ...median, lcpElement: null, lcpPhases: null, simulatedTbt: null }], median };
}

const floor = result("floor", 140_000, floorRun);

describe("medianOf", () => {
  it("takes each figure's median on its own, ignoring runs that lack it", () => {
    const runs: Measurement[] = [
      { score: 70, fcp: 900, lcp: 3000, tbt: 500, cls: 0, requests: 12 },
      { score: 80, fcp: 1100, lcp: 2000, tbt: Number.NaN, cls: 0.1, requests: 14 },
      { score: 60, fcp: 1000, lcp: 2500, tbt: 700, cls: 0, requests: 13 },
    ];
    expect(medianOf(runs)).toEqual({ score: 70, fcp: 1000, lcp: 2500, tbt: 600, cls: 0, requests: 13 });
  });
});

describe("missedTargets", () => {
  it("is empty for a page within every target of the floor's run", () => {
    const page = result("xworld", 170_000, { score: 87, fcp: 1100, lcp: 2300, tbt: 390, cls: 0, requests: 30 });
    expect(missedTargets(page, floor)).toEqual([]);
  });

  it("names each target a page misses: JS over floor + 30 kB, score below floor − 3, TBT over ×1.3, LCP over ×1.15, any CLS", () => {
    const page = result("xworld", 170_001, { score: 86, fcp: 1100, lcp: 2301, tbt: 391, cls: 0.02, requests: 30 });
    expect(missedTargets(page, floor)).toEqual(["JS", "score", "TBT", "LCP", "CLS"]);
  });
});

describe("rangeOf and formatSpread", () => {
  const runs: Run[] = [
    { score: 80, fcp: 900, lcp: 1138.4, tbt: 432, cls: 0, requests: 40 },
    { score: 70, fcp: 950, lcp: 2233.6, tbt: Number.NaN, cls: 0, requests: 40 },
    { score: 75, fcp: 920, lcp: 1400, tbt: 611, cls: 0, requests: 40 },
  ].map((run) => ({ ...run, lcpElement: null, lcpPhases: null, simulatedTbt: null }));

  it("gives the lowest and highest of a figure over the runs that have it, rounded", () => {
    expect(rangeOf(runs, "lcp")).toBe("1138–2234");
    expect(rangeOf(runs, "tbt")).toBe("432–611");
    expect(rangeOf([{ ...floorRun, tbt: Number.NaN }], "tbt")).toBe("—");
  });

  it("prints one line per page with its LCP and TBT ranges", () => {
    const page = { ...result("xworld", 170_000, floorRun), runs };
    const lines = formatSpread([floor, page]).split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^xworld\s+visitor\s+1138–2234\s+432–611$/);
    expect(lines[1]).toMatch(/2000–2000\s+300–300$/);
  });
});

describe("throttlingFrom", () => {
  it("reads --throttling, simulate when it is not given, and refuses another name", () => {
    expect(throttlingFrom(undefined)).toBe("simulate");
    expect(throttlingFrom("devtools")).toBe("devtools");
    expect(() => throttlingFrom("provided")).toThrow("--throttling is one of simulate, devtools, not provided");
  });
});

describe("formatTable", () => {
  const page = result("xworld", 150_000, { score: 88, fcp: 900, lcp: 2100, tbt: 360, cls: 0, requests: 20 });

  it("says how Lighthouse slowed the phone down, and marks a page within every target", () => {
    const simulated = formatTable([floor, page], 5, "simulate").split("\n");
    expect(simulated[0]).toBe("Median of 5 Lighthouse runs each (mobile, simulated throttling), every figure also as a ratio to the floor of this run.");
    expect(simulated.at(-1)).toMatch(/^xworld .* all met$/);
    expect(formatTable([floor, page], 3, "devtools").split("\n")[0]).toContain("(mobile, throttling applied while loading: CPU 4× slower, network throttled)");
  });
});
