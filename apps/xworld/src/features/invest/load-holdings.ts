import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { investEndpoints } from "@repo/api-client/endpoints/invest";

/** The holdings page's read as the server made it for the player of the request (null when it failed). */
export interface HoldingsFirst {
  /** The player's holdings with their yield so far. */
  holdings: ResponseOf<typeof investEndpoints.investHoldings> | null;
}

/** The signed-in holdings page's first data: the player's holdings (the products' loader is load-invest.ts). */
export async function loadHoldings(api: ApiClient): Promise<HoldingsFirst> {
  const holdings = await api.call(investEndpoints.investHoldings, {}).catch(() => null);
  return { holdings };
}
