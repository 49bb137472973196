import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { honorEndpoints } from "@repo/api-client/endpoints/honor";

/** The honor page's read as the server made it for the player of the request (null when it failed). */
export interface HonorFirst {
  /** The player's honor points, place and achievements. */
  profile: ResponseOf<typeof honorEndpoints.profile> | null;
}

/** The signed-in honor page's first data: the player's honor profile. */
export async function loadHonor(api: ApiClient): Promise<HonorFirst> {
  const profile = await api.call(honorEndpoints.profile, {}).catch(() => null);
  return { profile };
}
