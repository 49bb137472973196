import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import { LIBRARY_PAGE_SIZE, type LibraryTab } from "./collection-paths";

/** The library page's read as the server made it for the player of the request (null when it failed). */
export interface LibraryFirst {
  /** The tab the page opened on (the address's): the kind `items` holds. */
  tab: LibraryTab;
  /** The first page of the player's items of that kind (LIBRARY_PAGE_SIZE a page). */
  items: ResponseOf<typeof nftEndpoints.myItems> | null;
}

/** The signed-in library page's first data: the first page of the player's NFTs or pets (`tab`). */
export async function loadLibrary(api: ApiClient, tab: LibraryTab): Promise<LibraryFirst> {
  const items = await api.call(nftEndpoints.myItems, { kind: tab, page: 1, page_size: LIBRARY_PAGE_SIZE }).catch(() => null);
  return { tab, items };
}
