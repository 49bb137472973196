// The bottom tab bar's route table, read by pure functions: which tab owns a page (the current tab),
// which pages are flow steps (no bar), which pages are the tabs' own roots.
import { matchesAny, matchesRoute } from "../route-pattern";
import type { TabArea, TabBarTable } from "./route-rules";

const owns = (area: TabArea, path: string) => matchesRoute(area.root, path) || matchesAny(area.owns, path);

/** Whether `path` is a flow step of `table`: it shows no tab bar, whatever area it is in. */
export function isFlowStep(table: TabBarTable, path: string): boolean {
  return matchesAny(table.flowSteps, path);
}

/** Every tab that owns `path`, flow step or not (a well-formed table gives at most one). */
export function tabsOwning(table: TabBarTable, path: string): string[] {
  return table.tabs.filter((area) => owns(area, path)).map((area) => area.tab);
}

/** The tab current on `path`, or null where the bar is hidden (a flow step, or a page no tab owns). */
export function tabInTable(table: TabBarTable, path: string): string | null {
  if (isFlowStep(table, path)) return null;
  return table.tabs.find((area) => owns(area, path))?.tab ?? null;
}

/** Whether `path` is the page a tab's link opens (a tab root), as opposed to a page inside its area. */
export function isTabRoot(table: TabBarTable, path: string): boolean {
  return !isFlowStep(table, path) && table.tabs.some((area) => matchesRoute(area.root, path));
}

/** The page `tab`'s link opens (a path without the locale). */
export function tabRoot(table: TabBarTable, tab: string): string {
  const area = table.tabs.find((candidate) => candidate.tab === tab);
  if (!area) throw new Error(`No tab "${tab}" in the tab bar table`);
  return area.root;
}
