// The showcase's read (/space): its request and a page of it, for the server's read and the browser's.
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { nftEndpoints } from "@repo/api-client/endpoints/nft";
import type { ItemKind } from "@repo/api-client/schemas/collectibles";
import type { ShowcaseKind } from "./collection-paths";

export type ShowcasePage = ResponseOf<typeof nftEndpoints.showcase>;

/** Everyone's showcase or one player's, every kind or one. */
export function showcaseInput(userId: number | null, kind: ShowcaseKind): { user_id?: number; kind?: ItemKind } {
  return { ...(userId === null ? {} : { user_id: userId }), ...(kind === "all" ? {} : { kind }) };
}
