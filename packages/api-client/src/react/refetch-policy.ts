// Spec section 4: "Refetch on mount after 30 s for all clients (popups always)".
import type { AnyEndpoint } from "../endpoint";
import { luckyBearEndpoints } from "../endpoints/lucky-bear";
import { popupsEndpoints } from "../endpoints/popups";

export const STALE_TIME_MS = 30_000;

/** Endpoints whose data is fetched again on every mount (popups). */
const ALWAYS_REFETCH: ReadonlySet<AnyEndpoint> = new Set<AnyEndpoint>([luckyBearEndpoints.generalPopupQuery, popupsEndpoints.popup]);

export interface RefetchPolicy {
  staleTime: number;
  refetchOnMount: boolean | "always";
}

export function refetchPolicyOf(endpoint: AnyEndpoint): RefetchPolicy {
  return ALWAYS_REFETCH.has(endpoint) ? { staleTime: 0, refetchOnMount: "always" } : { staleTime: STALE_TIME_MS, refetchOnMount: true };
}
