import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import { isBusinessError } from "@repo/api-client/errors";
import { COLLECTIBLE_CODES } from "@repo/api-client/schemas/collectibles";
import { DEFAULT_PAGE_SIZE } from "@repo/api-client/schemas/common";
import type { ShowcaseKind } from "./collection-paths";
import { type ShowcasePage, showcaseInput } from "./showcase";

/** The showcase as the server read it: its first page, or that the player is unknown (null: the read failed). */
export type SpaceFirst = { showcase: ShowcasePage } | { unknownPlayer: true } | null;

/** /space's one read, on the server as a guest (the showcase is public): its first page. */
export async function loadSpace(api: ApiClient, userId: number | null, kind: ShowcaseKind): Promise<SpaceFirst> {
  try {
    return { showcase: await api.call(nftEndpoints.showcase, { ...showcaseInput(userId, kind), page: 1, page_size: DEFAULT_PAGE_SIZE }) };
  } catch (error) {
    if (isBusinessError(error, COLLECTIBLE_CODES.NOT_FOUND)) return { unknownPlayer: true };
    return null;
  }
}
