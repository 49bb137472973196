import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { poolEndpoints } from "@repo/api-client/endpoints/pool";

/** What the server rendered of the pools (null: the browser asks). */
export interface PoolsFirst {
  pools: ResponseOf<typeof poolEndpoints.poolList> | null;
}

/**
 * The pools, fetched on the server (as the cookies' player with their shares, or as a guest:
 * `enterLocaleAsViewer`) so the list is in the first HTML. A failed call leaves it to the browser.
 */
export async function loadPools(api: ApiClient): Promise<PoolsFirst> {
  return { pools: await api.call(poolEndpoints.poolList, {}).catch(() => null) };
}
