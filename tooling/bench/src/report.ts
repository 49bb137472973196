// Medians of the runs, ratios to the floor measured in the same run, and the issue's targets.
import { kB } from "../../../scripts/perf/first-load.mjs";
import type { Measurement, Run, Throttling } from "./measure";
import type { BenchPage } from "./pages";

export interface PageResult {
  page: BenchPage;
  runs: Run[];
  median: Measurement;
}

/** The targets, as ratios to the floor in one run (README, "Performance"). */
export const TARGETS = {
  firstLoadOverFloorBytes: 30_000,
  scoreBelowFloor: 3,
  tbtRatio: 1.3,
  lcpRatio: 1.15,
  /** CLS counts as 0 below this (Lighthouse reports tiny float noise). */
  clsZero: 0.001,
} as const;

/** The median of the finite values (NaN when there are none). */
export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function medianOf(runs: Measurement[]): Measurement {
  const of = (key: keyof Measurement) => median(runs.map((run) => run[key]));
  return { score: of("score"), fcp: of("fcp"), lcp: of("lcp"), tbt: of("tbt"), cls: of("cls"), requests: of("requests") };
}

/** `value` as a multiple of the floor's, "×1.23" ("×—" without a floor). */
export const ratio = (value: number, floor: number) => (floor > 0 && Number.isFinite(value) ? `×${(value / floor).toFixed(2)}` : "×—");

/** The targets a page misses, by name; empty when it meets them all. */
export function missedTargets(result: PageResult, floor: PageResult): string[] {
  const { median: m, page } = result;
  const f = floor.median;
  const missed: string[] = [];
  if (page.firstLoad > floor.page.firstLoad + TARGETS.firstLoadOverFloorBytes) missed.push("JS");
  if (m.score < f.score - TARGETS.scoreBelowFloor) missed.push("score");
  if (m.tbt > Math.max(f.tbt * TARGETS.tbtRatio, f.tbt)) missed.push("TBT");
  if (m.lcp > f.lcp * TARGETS.lcpRatio) missed.push("LCP");
  if (!(m.cls < TARGETS.clsZero)) missed.push("CLS");
  return missed;
}

/** `text` right-aligned in a column `width` wide. */
export function cell(text: string, width: number): string {
  return text.padStart(width);
}

/** The lowest and highest value of one figure over a page's runs ("—" when no run has it). */
export function rangeOf(runs: Measurement[], key: keyof Measurement): string {
  const values = runs.map((run) => run[key]).filter((value) => Number.isFinite(value));
  if (values.length === 0) return "—";
  return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
}

/**
 * Each page's spread over the rounds. Lighthouse simulates LCP from what happened before the LCP of an
 * unthrottled load; whether the page's scripts ran before that paint varies from load to load, so one
 * build's LCP can sit in two modes about a second apart, and a median between them moves a lot with
 * one round. A wide range says: compare builds over many interleaved runs, not one median.
 */
export function formatSpread(results: PageResult[]): string {
  const lines = [`${"page".padEnd(40)} ${"as".padEnd(8)} ${cell("LCP ms min–max", 16)} ${cell("TBT ms min–max", 16)}`];
  for (const { page, runs } of results) {
    lines.push(`${page.name.padEnd(40)} ${page.as.padEnd(8)} ${cell(rangeOf(runs, "lcp"), 16)} ${cell(rangeOf(runs, "tbt"), 16)}`);
  }
  return lines.join("\n");
}

const THROTTLING_TEXT: Record<Throttling, string> = {
  simulate: "simulated throttling",
  devtools: "throttling applied while loading: CPU 4× slower, network throttled",
};

/** The table `pnpm bench` prints. */
export function formatTable(results: PageResult[], runs: number, throttling: Throttling): string {
  const floor = results.find((result) => result.page.app === "floor");
  if (!floor) throw new Error("no floor result");
  const f = floor.median;
  const lines = [
    `Median of ${runs} Lighthouse runs each (mobile, ${THROTTLING_TEXT[throttling]}), every figure also as a ratio to the floor of this run.`,
    `Targets: JS ≤ floor + ${TARGETS.firstLoadOverFloorBytes / 1000} kB, score ≥ floor − ${TARGETS.scoreBelowFloor}, TBT ≤ ×${TARGETS.tbtRatio}, LCP ≤ ×${TARGETS.lcpRatio}, CLS 0.`,
    "",
    `${"page".padEnd(40)} ${"as".padEnd(8)} ${cell("JS kB", 14)} ${cell("score", 9)} ${cell("FCP ms", 13)} ${cell("LCP ms", 13)} ${cell("TBT ms", 13)} ${cell("CLS", 6)} ${cell("requests", 12)}  targets`,
  ];
  for (const result of results) {
    const { page, median: m } = result;
    const isFloor = result === floor;
    const missed = isFloor ? [] : missedTargets(result, floor);
    const scoreDelta = m.score - f.score;
    lines.push(
      [
        page.name.padEnd(40),
        page.as.padEnd(8),
        cell(`${kB(page.firstLoad)} ${ratio(page.firstLoad, floor.page.firstLoad)}`, 14),
        cell(`${m.score} ${isFloor ? "" : `${scoreDelta >= 0 ? "+" : ""}${scoreDelta}`}`.trim(), 9),
        cell(`${Math.round(m.fcp)} ${ratio(m.fcp, f.fcp)}`, 13),
        cell(`${Math.round(m.lcp)} ${ratio(m.lcp, f.lcp)}`, 13),
        cell(`${Math.round(m.tbt)} ${ratio(m.tbt, f.tbt)}`, 13),
        cell(m.cls.toFixed(3), 6),
        cell(`${m.requests} ${ratio(m.requests, f.requests)}`, 12),
        ` ${isFloor ? "(floor)" : missed.length === 0 ? "all met" : `missed: ${missed.join(", ")}`}`,
      ].join(" "),
    );
  }
  return lines.join("\n");
}
