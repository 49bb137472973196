import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";

export interface LockedFirst {
  /** The player's locked bonuses and their total; null when the call failed. */
  locked: ResponseOf<typeof luckyBearMoneyEndpoints.lockedDetail> | null;
}

/** The signed-in locked bonuses page's first data, read by the server as the player of the request. */
export async function loadLocked(api: ApiClient): Promise<LockedFirst> {
  return { locked: await api.call(luckyBearMoneyEndpoints.lockedDetail, {}).catch(() => null) };
}
