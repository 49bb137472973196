// Where a simulated TBT goes. Lighthouse's simulation (Lantern) replays the unthrottled load's main-thread
// tasks on a 4× slower CPU (layout 2×) in the order its dependency graph allows, and its TBT is the
// blocking part (beyond 50 ms) of each simulated task between the simulated FCP and TTI: half from its
// optimistic estimate, half from its pessimistic one. This file runs that same computation on the run's
// own trace and splits each task's blocking part by the kind of work the task observed, so the parts add
// up to the TBT Lighthouse reported and say whether a page's gap is its script, its first layout, the
// document's parse or the browser's own navigation.
import type lighthouse from "lighthouse";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { cell, median, type PageResult } from "./report";
import { type WorkKind, workKindOf } from "./work-kinds";

/** The artifacts of a Lighthouse run (its trace and network log among them). */
type RunArtifacts = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["artifacts"];

export const TBT_KINDS = ["navigation", "parse", "style & layout", "script", "other"] as const;
export type TbtKind = (typeof TBT_KINDS)[number];
export type TbtSplit = Record<TbtKind, number>;

/** A trace event inside a task, times in microseconds as the trace has them. */
export interface TaskEvent {
  name: string;
  ts: number;
  dur?: number;
  /** A layout event's args carry `beginData.dirtyObjects`: how many layout objects it laid out. */
  args?: Record<string, unknown>;
}

/**
 * One run's simulated TBT: its parts by kind of work, and whether the page's full first layout was in the
 * graph Lantern computes its FCP from (then it ends by the FCP in that graph; in the whole page's
 * simulation, which the TBT is taken from, it may still run past it: README, "How to read it").
 */
export interface SimulatedTbt {
  parts: TbtSplit;
  fullLayoutInFcp: boolean | null;
}

/** A main-thread task as the simulation places it (ms) with what it observed (µs). */
export interface SimulatedTask {
  start: number;
  end: number;
  observedMicros: number;
  events: TaskEvent[];
}

/** The split's kind for each kind of work: paint goes with style and layout (the first frame's work). */
const TBT_KIND_OF_WORK: Record<WorkKind, TbtKind> = {
  navigation: "navigation",
  parse: "parse",
  script: "script",
  "style & layout": "style & layout",
  paint: "style & layout",
};

function tbtKindOf(name: string): TbtKind | null {
  const kind = workKindOf(name);
  return kind ? TBT_KIND_OF_WORK[kind] : null;
}

export const emptySplit = (): TbtSplit => ({ navigation: 0, parse: 0, "style & layout": 0, script: 0, other: 0 });

/**
 * How much of a task's observed time each kind of work took: every event of a known kind counts its time
 * minus that of the known events directly inside it (a parse that ran an inline script is parse for the
 * markup, script for the script); what no known event covers is "other".
 */
export function shareOfKinds(observedMicros: number, events: TaskEvent[]): TbtSplit {
  const known = events
    .flatMap((event) => {
      const kind = tbtKindOf(event.name);
      return kind && (event.dur ?? 0) > 0 ? [{ event, kind, own: event.dur ?? 0 }] : [];
    })
    .sort((a, b) => a.event.ts - b.event.ts || (b.event.dur ?? 0) - (a.event.dur ?? 0));
  const open: typeof known = [];
  for (const item of known) {
    while (open.length && (open.at(-1)?.event.ts ?? 0) + (open.at(-1)?.event.dur ?? 0) <= item.event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) parent.own -= item.event.dur ?? 0;
    open.push(item);
  }
  const share = emptySplit();
  let covered = 0;
  for (const { kind, own } of known) {
    if (own <= 0) continue;
    share[kind] += own;
    covered += own;
  }
  share.other += Math.max(0, observedMicros - covered);
  const total = Math.max(observedMicros, covered);
  for (const kind of TBT_KINDS) share[kind] = total > 0 ? share[kind] / total : 0;
  return share;
}

/** Lighthouse's blocking time of one top-level task between FCP and TTI: Lantern's own rule. */
export function blockingTime(task: { start: number; end: number }, fcp: number, tti: number): number {
  if (tti <= fcp) return 0;
  return Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent({ ...task, duration: task.end - task.start }, fcp, tti);
}

/** The TBT of one estimate's tasks, split by the kind of work in each. */
export function splitBlockingTime(tasks: SimulatedTask[], fcp: number, tti: number): TbtSplit {
  const split = emptySplit();
  for (const task of tasks) {
    const blocking = blockingTime(task, fcp, tti);
    if (blocking === 0) continue;
    const share = shareOfKinds(task.observedMicros, task.events);
    for (const kind of TBT_KINDS) split[kind] += blocking * share[kind];
  }
  return split;
}

/** The most layout objects any layout of the task laid out (0 for a task without one). */
export function laidOutObjects(events: TaskEvent[]): number {
  return Math.max(0, ...events.filter((event) => event.name === "Layout").map(dirtyObjectsOf));
}

function dirtyObjectsOf(event: TaskEvent): number {
  const begin = event.args?.beginData;
  return typeof begin === "object" && begin !== null && "dirtyObjects" in begin && typeof begin.dirtyObjects === "number" ? begin.dirtyObjects : 0;
}

/**
 * Whether the load's full first layout is one of `inGraph`'s tasks. That layout is the earliest of the
 * tasks that laid out the most objects: the frames Chromium draws of a page whose HTML is still being
 * parsed lay out part of it, and later layouts only what changed. Null for a load without a layout.
 */
export function fullLayoutIn<Task extends { events: TaskEvent[] }>(tasks: Task[], inGraph: (task: Task) => boolean): boolean | null {
  let full: Task | null = null;
  let most = 0;
  for (const task of tasks) {
    const objects = laidOutObjects(task.events);
    if (objects > most) [full, most] = [task, objects];
  }
  return full ? inGraph(full) : null;
}

type ComputedContext = Parameters<typeof LanternTotalBlockingTime.request>[1];
type Settings = ComputedContext["settings"];
type Estimate = Awaited<ReturnType<typeof LanternTotalBlockingTime.request>>["optimisticEstimate"];

type GraphTask = SimulatedTask & { id: string };

function tasksOf(estimate: Estimate): GraphTask[] {
  const tasks: GraphTask[] = [];
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type !== "cpu") continue;
    tasks.push({ id: node.id, start: timing.startTime, end: timing.endTime, observedMicros: node.event.dur ?? 0, events: node.childEvents });
  }
  return tasks;
}

type Graph = Awaited<ReturnType<typeof LanternFirstContentfulPaint.request>>["optimisticGraph"];

function cpuNodeIds(graph: Graph): Set<string> {
  const ids = new Set<string>();
  graph.traverse((node) => {
    if (node.type === "cpu") ids.add(node.id);
  });
  return ids;
}

/** The sum of the parts: the TBT they were split from. */
export const totalOf = (split: TbtSplit): number => TBT_KINDS.reduce((sum, kind) => sum + split[kind], 0);

/**
 * The run's simulated TBT split by kind, from its artifacts and settings (what Lighthouse itself computed
 * the TBT from): the mean of the optimistic and the pessimistic estimate, each with the FCP and TTI that
 * Lighthouse pairs with it; and whether the full first layout was in the FCP's graph (the optimistic
 * one: both hold the same tasks).
 */
export async function simulatedTbt(artifacts: RunArtifacts, settings: Settings): Promise<SimulatedTbt> {
  const input = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context: ComputedContext = { computedCache: new Map(), settings };
  const [tbt, fcp, tti] = await Promise.all([
    LanternTotalBlockingTime.request(input, context),
    LanternFirstContentfulPaint.request(input, context),
    LanternInteractive.request(input, context),
  ]);
  const tasks = tasksOf(tbt.optimisticEstimate);
  const optimistic = splitBlockingTime(tasks, fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs);
  const pessimistic = splitBlockingTime(tasksOf(tbt.pessimisticEstimate), fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs);
  const parts = emptySplit();
  for (const kind of TBT_KINDS) parts[kind] = (optimistic[kind] + pessimistic[kind]) / 2;
  const inFcpGraph = cpuNodeIds(fcp.optimisticGraph);
  return { parts, fullLayoutInFcp: fullLayoutIn(tasks, (task) => inFcpGraph.has(task.id)) };
}

const LAYOUT_IN_FCP = "layout in FCP";
const LAYOUT_IN_FCP_WIDTH = LAYOUT_IN_FCP.length + 2;

/**
 * One line per page: its median TBT, the median of each kind's part over the runs that have a split, and
 * in how many of those runs the full first layout was in the FCP's graph.
 */
export function formatTbtSplit(results: PageResult[]): string {
  const widths = TBT_KINDS.map((kind) => kind.length + 2);
  const shown = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "—");
  const header = TBT_KINDS.map((kind, index) => cell(kind, widths[index] ?? 0)).join(" ");
  const lines = [`${"page".padEnd(40)} ${"as".padEnd(8)} ${cell("TBT", 6)} ${header} ${cell(LAYOUT_IN_FCP, LAYOUT_IN_FCP_WIDTH)}`];
  for (const { page, runs, median: medians } of results) {
    const simulated = runs.flatMap((run) => (run.simulatedTbt ? [run.simulatedTbt] : []));
    const parts = TBT_KINDS.map((kind, index) => cell(shown(simulated.length ? median(simulated.map((run) => run.parts[kind])) : Number.NaN), widths[index] ?? 0));
    const inFcp = simulated.length ? `${simulated.filter((run) => run.fullLayoutInFcp).length}/${simulated.length}` : "—";
    lines.push(`${page.name.padEnd(40)} ${page.as.padEnd(8)} ${cell(shown(medians.tbt), 6)} ${parts.join(" ")} ${cell(inFcp, LAYOUT_IN_FCP_WIDTH)}`);
  }
  return lines.join("\n");
}
