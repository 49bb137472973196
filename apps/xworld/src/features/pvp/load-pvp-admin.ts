import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { pvpEndpoints } from "@repo/api-client/endpoints/pvp";

/** The host's page as the server read it for the player of the request (each null when it failed). */
export interface PvpAdminFirst {
  /** The coins a match may be staked in, with their limits, and the service's fee. */
  config: ResponseOf<typeof pvpEndpoints.config> | null;
  /** The matches the player hosts. */
  hosted: ResponseOf<typeof pvpEndpoints.matchList> | null;
}

/** The signed-in host page's first data: the match settings and the player's hosted matches. */
export async function loadPvpAdmin(api: ApiClient): Promise<PvpAdminFirst> {
  const [config, hosted] = await Promise.all([
    api.call(pvpEndpoints.config, {}).catch(() => null),
    api.call(pvpEndpoints.matchList, { scope: "hosted" }).catch(() => null),
  ]);
  return { config, hosted };
}
