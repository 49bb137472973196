import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { productEndpoints } from "@repo/api-client/endpoints/product";
import { CATALOG_PAGE_SIZE } from "./catalog-query";

export type CatalogPage = ResponseOf<typeof productEndpoints.gameCatalog>;

/** /profile/addProduct's read as the server made it for the player of the request. */
export interface GameCatalogFirst {
  /** The catalogue's first page with no search (each game marked when the player has it); null when the read failed. */
  catalog: CatalogPage | null;
}

export async function loadGameCatalog(api: ApiClient): Promise<GameCatalogFirst> {
  return { catalog: await api.call(productEndpoints.gameCatalog, { keyword: "", page: 1, page_size: CATALOG_PAGE_SIZE }).catch(() => null) };
}
