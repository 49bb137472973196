// What a page's largest contentful paint is and where its time goes, from Lighthouse's
// `largest-contentful-paint-element` audit: the element, then the four phases that add up to the LCP
// (time to first byte; load delay and load time, which only an image has; render delay, the wait for
// the main thread and the paint after the resource is there). A page whose LCP is mostly render delay
// waits for scripts; one with a long load delay finds its image late.
import { cell, median, type PageResult } from "./report";

export interface LcpPhases {
  ttfb: number;
  loadDelay: number;
  loadTime: number;
  renderDelay: number;
}

export interface LcpDetail {
  /** `<tag> "label"`, e.g. `<h1> "Withdraw USDT"` or `<img> "Banner"`; null when Lighthouse named none. */
  element: string | null;
  phases: LcpPhases | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const tableItems = (table: unknown): unknown[] => (isRecord(table) && Array.isArray(table.items) ? table.items : []);

function elementOf(table: unknown): string | null {
  const [first] = tableItems(table);
  const node = isRecord(first) ? first.node : undefined;
  if (!isRecord(node)) return null;
  const tag = typeof node.snippet === "string" ? /^<([a-z][\w-]*)/i.exec(node.snippet)?.[1]?.toLowerCase() : undefined;
  const label = typeof node.nodeLabel === "string" ? node.nodeLabel.replace(/\s+/g, " ").trim() : "";
  const short = label.length > 32 ? `${label.slice(0, 31)}…` : label;
  if (!tag && !short) return null;
  return [tag ? `<${tag}>` : null, short ? `"${short}"` : null].filter(Boolean).join(" ");
}

function phasesOf(table: unknown): LcpPhases | null {
  // The audit lists the phases in this order; their labels are localised, so they are read by place.
  const timings = tableItems(table).map((item) => (isRecord(item) && typeof item.timing === "number" ? item.timing : Number.NaN));
  if (timings.length !== 4 || timings.some((timing) => !Number.isFinite(timing))) return null;
  const [ttfb = 0, loadDelay = 0, loadTime = 0, renderDelay = 0] = timings;
  return { ttfb, loadDelay, loadTime, renderDelay };
}

/** The element and phases in the audit's `details` (a list of the element's table and the phases' table). */
export function lcpDetail(details: unknown): LcpDetail {
  const [elementTable, phaseTable] = isRecord(details) && details.type === "list" ? tableItems(details) : [];
  return { element: elementOf(elementTable), phases: phasesOf(phaseTable) };
}

/** The element most runs named (the first of them on a tie), or "—". */
function commonElement(elements: (string | null)[]): string {
  const counts = new Map<string, number>();
  for (const element of elements) if (element) counts.set(element, (counts.get(element) ?? 0) + 1);
  let best: [string, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best ? best[0] : "—";
}

/** One line per page: its usual LCP element and each phase's median over the runs that have them. */
export function formatLcp(results: PageResult[]): string {
  const lines = [
    `${"page".padEnd(40)} ${"as".padEnd(8)} ${"LCP element".padEnd(42)} ${cell("TTFB", 6)} ${cell("load delay", 11)} ${cell("load time", 10)} ${cell("render delay", 13)}`,
  ];
  for (const { page, runs } of results) {
    const phases = runs.flatMap((run) => (run.lcpPhases ? [run.lcpPhases] : []));
    const of = (key: keyof LcpPhases) => (phases.length ? String(Math.round(median(phases.map((p) => p[key])))) : "—");
    lines.push(
      `${page.name.padEnd(40)} ${page.as.padEnd(8)} ${commonElement(runs.map((run) => run.lcpElement)).padEnd(42)} ${cell(of("ttfb"), 6)} ${cell(of("loadDelay"), 11)} ${cell(of("loadTime"), 10)} ${cell(of("renderDelay"), 13)}`,
    );
  }
  return lines.join("\n");
}
