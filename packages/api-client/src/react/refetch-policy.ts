// Spec section 4: "Refetch on mount after 30 s for all clients (popups always)".
import { type AnyEndpoint, endpointId } from "../endpoint";

export const STALE_TIME_MS = 30_000;

/**
 * Endpoints whose data is fetched again on every mount (popups), by `endpointId`: naming them instead
 * of importing their group keeps every other group's schemas out of each route that runs a query.
 */
const ALWAYS_REFETCH: ReadonlySet<string> = new Set(["lucky-bear/lucky_bear/general_popup_query", "popups/popups/popup"]);

export interface RefetchPolicy {
  staleTime: number;
  refetchOnMount: boolean | "always";
}

export function refetchPolicyOf(endpoint: AnyEndpoint): RefetchPolicy {
  return ALWAYS_REFETCH.has(endpointId(endpoint)) ? { staleTime: 0, refetchOnMount: "always" } : { staleTime: STALE_TIME_MS, refetchOnMount: true };
}
