import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { petEndpoints } from "@repo/api-client/endpoints/pet";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import type { Assets } from "../wallet/use-wallet-data";
import { PETS_PAGE_SIZE } from "./pet-rules";

/** The pet page's reads as the server made them for the player of the request (each null when it failed). */
export interface PetsFirst {
  config: ResponseOf<typeof petEndpoints.config> | null;
  /** The first page of the player's pets (PETS_PAGE_SIZE a page). */
  pets: ResponseOf<typeof petEndpoints.myPets> | null;
  assets: Assets | null;
}

/** The signed-in pet page's first data: the pet rules, the first page of pets, the balances. */
export async function loadPets(api: ApiClient): Promise<PetsFirst> {
  const [config, pets, assets] = await Promise.all([
    api.call(petEndpoints.config, {}).catch(() => null),
    api.call(petEndpoints.myPets, { page: 1, page_size: PETS_PAGE_SIZE }).catch(() => null),
    api.call(walletReadEndpoints.userAsset, {}).catch(() => null),
  ]);
  return { config, pets, assets };
}
