import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";

export interface SpinFirst {
  /** The wheel's prizes and the player's spins left; null when the call failed. */
  conf: ResponseOf<typeof luckyBearRewardEndpoints.luckySpinConf> | null;
}

/** The signed-in lucky wheel page's first data, read by the server as the player of the request. */
export async function loadSpin(api: ApiClient): Promise<SpinFirst> {
  return { conf: await api.call(luckyBearRewardEndpoints.luckySpinConf, {}).catch(() => null) };
}
