// The reports of the page's runtime, kept outside React for `global-error`: when the root layout
// fails there are no providers left, but the runtime built before the failure can still send.
import type { DeferredReports } from "@repo/analytics/deferred";

let current: DeferredReports | null = null;

export function rememberReports(reports: DeferredReports | null): void {
  current = reports;
}

export function lastReports(): DeferredReports | null {
  return current;
}
