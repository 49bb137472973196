import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { type PetConfig, petEndpoints } from "@repo/api-client/endpoints/pet";

export interface PetGuideFirst {
  config: PetConfig | null;
}

/** The pet guide's one read, on the server: the pet service's config (public; null when it failed). */
export async function loadPetGuide(api: ApiClient): Promise<PetGuideFirst> {
  return { config: await api.call(petEndpoints.config, {}).catch(() => null) };
}
