import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import { type PetConfig, petEndpoints } from "@repo/api-client/endpoints/pet";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import { isOwnPet, PICK_PAGE } from "./pet-rules";

/** The pet game's reads as the server made them for the player of the request (null: not read, or failed). */
export interface PetGameFirst {
  /** The pet the address names, when it is the player's. */
  pet: Collectible | null;
  /** The hunt's terms (with a pet of the player's). */
  config: PetConfig | null;
  /** The address names a pet that is not the player's. */
  notYours: boolean;
  /** The player's pets to pick from (no pet named, or not theirs). */
  pets: ResponseOf<typeof petEndpoints.myPets> | null;
}

/** `/petGame?petId=` for the player `userId`: the pet and the hunt's terms, or the pets to pick from. */
export async function loadPetGame(api: ApiClient, userId: number, petId: number | null): Promise<PetGameFirst> {
  const pick = () => api.call(petEndpoints.myPets, PICK_PAGE).catch(() => null);
  if (petId === null) return { pet: null, config: null, notYours: false, pets: await pick() };
  const [detail, config] = await Promise.all([api.call(nftEndpoints.itemDetail, { item_id: petId }).catch(() => null), api.call(petEndpoints.config, {}).catch(() => null)]);
  const item = detail?.item ?? null;
  if (item && !isOwnPet(item, userId)) return { pet: null, config: null, notYours: true, pets: await pick() };
  return { pet: item, config, notYours: false, pets: null };
}
