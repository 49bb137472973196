// `pnpm bench --main-thread`: where each page's main thread goes while it starts, on a real (not
// simulated) 4× slower CPU. Lighthouse's TBT counts only the part of each task beyond 50 ms, so work
// spread over many short tasks, such as an animation painted on the main thread every frame, does not
// show in it, yet it takes the CPU that a cheap phone's hydration needs. Each load is traced from the
// navigation until SETTLE_MS after the load event; the table gives the medians of the main thread's
// busy time, split by the kind of work.
import { type BenchTab, withPreparedTab } from "./measure";
import type { BenchPage } from "./pages";
import { median, ratio } from "./report";
import type { Login } from "./servers";
import { workKindOf } from "./work-kinds";

/** After the load event: the app's start-up work (idle callbacks, its first calls) has time to run. */
const SETTLE_MS = 4_000;
const CPU_SLOWDOWN = 4;
// The Performance panel's categories, and `fonts` (a few events per font: `MainThreadTime.fonts`);
// V8's own (`v8`) would add its tracing overhead to every figure.
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "fonts"];

/** A complete trace event ("X"), as Chromium writes them; durations in microseconds. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  cat?: string;
  args?: { name?: string; data?: { requestId?: string; url?: string; decodedBodyLength?: number } };
}

export interface MainThreadTime {
  /** Every task of the main thread together, ms. */
  busy: number;
  script: number;
  styleLayout: number;
  /**
   * Finding and opening system fonts (trace category `fonts`), which a layout that meets a new family,
   * size or weight of text waits for. On Linux the renderer asks the browser process for each font's
   * family and render style by synchronous IPC (`WebSandboxSupportLinux::GetWebFontRenderStyleForStrike`,
   * `FontDataManager::onMatchFamilyStyle`), milliseconds each while the browser is busy loading; an
   * Android phone's renderer reads its fonts itself. Counted here, not in style and layout.
   */
  fonts: number;
  /** Paint, layerize, commit and the animations' frame work. */
  paint: number;
  /**
   * How many sizes and weights of text the page asked the browser process about (one synchronous
   * `GetWebFontRenderStyleForStrike` call each, the bulk of `fonts`): the page's distinct strikes.
   */
  strikes: number;
  /** Each task's part beyond 50 ms, summed (TBT's rule, on observed rather than simulated tasks). */
  blocking: number;
  /**
   * JavaScript the page loaded while traced, kB as the browser decoded it: the first load and every chunk
   * loaded after start, which the first-load budget does not see (a lazy part that repeats shared code,
   * or loads for a visitor it renders nothing for).
   */
  js: number;
}

const TASK = /^(RunTask|ThreadControllerImpl::RunTask)$/;
const STRIKE = "WebSandboxSupportLinux::GetWebFontRenderStyleForStrike";

/** The renderer's main thread of the page (the CrRendererMain thread with the most work). */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const busy = new Map<string, number>();
  for (const event of events) {
    if (event.name === "thread_name" && event.args?.name === "CrRendererMain") busy.set(`${event.pid}:${event.tid}`, 0);
  }
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph === "X" && TASK.test(event.name) && busy.has(key)) busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) return null;
  const [pid, tid] = key.split(":").map(Number);
  return { pid: pid ?? 0, tid: tid ?? 0 };
}

/** The decoded kB of the scripts the trace saw requested and finished (the network's trace events). */
function loadedJs(events: readonly TraceEvent[]): number {
  const scripts = new Set<string>();
  for (const event of events) {
    const data = event.args?.data;
    if (event.name === "ResourceSendRequest" && data?.requestId && /\.js(\?|$)/.test(data.url ?? "")) scripts.add(data.requestId);
  }
  let bytes = 0;
  for (const event of events) {
    const data = event.args?.data;
    if (event.name === "ResourceFinish" && data?.requestId && scripts.has(data.requestId)) bytes += data.decodedBodyLength ?? 0;
  }
  return bytes / 1000;
}

/** The busy time of the page's main thread, each event's own time (without the events nested in it) given to its kind. */
export function summarizeMainThread(events: readonly TraceEvent[]): MainThreadTime {
  const thread = mainThread(events);
  const sum: MainThreadTime = { busy: 0, script: 0, styleLayout: 0, fonts: 0, paint: 0, strikes: 0, blocking: 0, js: loadedJs(events) };
  if (!thread) return sum;
  const own = events
    .filter((event) => event.ph === "X" && event.pid === thread.pid && event.tid === thread.tid && (event.dur ?? 0) > 0)
    .map((event) => ({ name: event.name, cat: event.cat, start: event.ts, end: event.ts + (event.dur ?? 0), self: event.dur ?? 0 }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const open: typeof own = [];
  for (const event of own) {
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= event.start) open.pop();
    const parent = open.at(-1);
    if (parent) parent.self -= event.end - event.start;
    else if (TASK.test(event.name)) {
      const ms = (event.end - event.start) / 1000;
      sum.busy += ms;
      sum.blocking += Math.max(0, ms - 50);
    }
    open.push(event);
  }
  for (const event of own) {
    if (event.name === STRIKE) sum.strikes += 1;
    const ms = Math.max(0, event.self) / 1000;
    const kind = event.cat === "fonts" ? "fonts" : workKindOf(event.name);
    if (kind === "fonts") sum.fonts += ms;
    else if (kind === "script") sum.script += ms;
    else if (kind === "style & layout") sum.styleLayout += ms;
    else if (kind === "paint") sum.paint += ms;
  }
  return sum;
}

/**
 * The medians of `runs` traced loads of each page, taken round after round (every page once per round),
 * so a busy moment of the machine hits every page alike.
 */
export async function measureMainThread(pages: readonly BenchPage[], login: Login, runs: number): Promise<{ page: BenchPage; time: MainThreadTime }[]> {
  const loads = new Map<BenchPage, MainThreadTime[]>(pages.map((page) => [page, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const page of pages) {
      const load = await withPreparedTab(page, login, traceLoad);
      loads.get(page)?.push(load);
      console.info(`  round ${round}/${runs} ${page.name}: busy ${Math.round(load.busy)} ms`);
    }
  }
  return pages.map((page) => ({ page, time: medians(loads.get(page) ?? []) }));
}

export function medians(loads: readonly MainThreadTime[]): MainThreadTime {
  const of = (key: keyof MainThreadTime) => median(loads.map((load) => load[key]));
  return { busy: of("busy"), script: of("script"), styleLayout: of("styleLayout"), fonts: of("fonts"), paint: of("paint"), strikes: of("strikes"), blocking: of("blocking"), js: of("js") };
}

async function traceLoad(tab: BenchTab, url: string): Promise<MainThreadTime> {
  await tab.emulateCPUThrottling(CPU_SLOWDOWN);
  await tab.tracing.start({ categories: CATEGORIES });
  await tab.goto(url, { waitUntil: "load" });
  await new Promise((settled) => setTimeout(settled, SETTLE_MS));
  const trace = await tab.tracing.stop();
  const parsed = trace ? (JSON.parse(Buffer.from(trace).toString("utf8")) as { traceEvents?: TraceEvent[] }) : {};
  return summarizeMainThread(parsed.traceEvents ?? []);
}

export function formatMainThread(rows: readonly { page: BenchPage; time: MainThreadTime }[]): string {
  const floor = rows.find((row) => row.page.app === "floor")?.time.busy;
  const width = Math.max(4, ...rows.map((row) => row.page.name.length));
  // Each figure right-aligned under its heading.
  const ms = (value: number, heading: string) => String(Math.round(value)).padStart(heading.length);
  const head = `${"page".padEnd(width)}  ${"as".padEnd(8)}  busy ms  ×floor  script  style+layout  fonts  strikes  paint  blocking  JS kB`;
  const lines = rows.map(({ page, time }) =>
    [
      page.name.padEnd(width),
      page.as.padEnd(8),
      ms(time.busy, "busy ms"),
      ratio(time.busy, floor ?? 0).padStart("×floor".length),
      ms(time.script, "script"),
      ms(time.styleLayout, "style+layout"),
      ms(time.fonts, "fonts"),
      ms(time.strikes, "strikes"),
      ms(time.paint, "paint"),
      ms(time.blocking, "blocking"),
      ms(time.js, "JS kB"),
    ].join("  "),
  );
  return [head, ...lines].join("\n");
}
