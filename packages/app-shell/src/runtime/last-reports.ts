// The reports of the page's runtime, kept outside React for `global-error`: when the root layout
// fails there are no providers left, but the runtime built before the failure can still send.
import type { Reports } from "@repo/analytics/reports";

let current: Reports | null = null;

export function rememberReports(reports: Reports | null): void {
  current = reports;
}

export function lastReports(): Reports | null {
  return current;
}
