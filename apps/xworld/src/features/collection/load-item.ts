import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import { isBusinessError } from "@repo/api-client/errors";
import { COLLECTIBLE_CODES } from "@repo/api-client/schemas/collectibles";

export type ItemDetail = ResponseOf<typeof nftEndpoints.itemDetail>;

/** The item as the server read it: its detail, or that it does not exist (null: the read failed). */
export type ItemFirst = { detail: ItemDetail } | { missing: true } | null;

/** /library/item's one read, on the server as a guest (an item is public): the item and its history. */
export async function loadItem(api: ApiClient, itemId: number | null): Promise<ItemFirst> {
  if (itemId === null) return { missing: true };
  try {
    return { detail: await api.call(nftEndpoints.itemDetail, { item_id: itemId }) };
  } catch (error) {
    if (isBusinessError(error, COLLECTIBLE_CODES.NOT_FOUND)) return { missing: true };
    return null;
  }
}
