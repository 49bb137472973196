import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { poolEndpoints, type PoolDetail } from "@repo/api-client/endpoints/pool";
import { isBusinessError } from "@repo/api-client/errors";
import { POOL_NOT_FOUND } from "./pool-codes";

/** One pool as the server read it for the reader of the request. */
export interface PoolFirst {
  /** Null when the read failed or the pool does not exist. */
  pool: PoolDetail | null;
  /** The server said the pool does not exist. */
  missing: boolean;
}

/**
 * The pool, fetched on the server (as the cookies' player with their shares, tasks and part, or as a
 * guest: `enterLocaleAsViewer`) so the page is in the first HTML. A failed call leaves it to the browser.
 */
export async function loadPool(api: ApiClient, poolId: number): Promise<PoolFirst> {
  try {
    return { pool: await api.call(poolEndpoints.poolDetail, { pool_id: poolId }), missing: false };
  } catch (error) {
    return { pool: null, missing: isBusinessError(error, POOL_NOT_FOUND) };
  }
}
