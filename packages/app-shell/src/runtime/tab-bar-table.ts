import { matchesRoute } from "../route-pattern";
import type { TabBarTable } from "./route-rules";

/** The tab `path` belongs to in `table` (first match wins), or null where the bar is hidden. */
export function tabInTable(table: TabBarTable, path: string): string | null {
  return table.find((entry) => entry.routes.some((route) => matchesRoute(route, path)))?.tab ?? null;
}
