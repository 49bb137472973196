import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { poolEndpoints } from "@repo/api-client/endpoints/pool";

/** What the server rendered of the pools (null: the browser asks). */
export interface PoolsFirst {
  pools: ResponseOf<typeof poolEndpoints.poolList> | null;
}

/**
 * The pools as a guest sees them, fetched on the server so the list is in the first HTML (after a
 * login the runtime reads it again with the player's shares). A failed call leaves it to the browser.
 */
export async function loadPools(api: ApiClient): Promise<PoolsFirst> {
  return { pools: await api.call(poolEndpoints.poolList, {}).catch(() => null) };
}
