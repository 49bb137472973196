// Search service: the market's listings on sale, by words, kind and rarity, sorted and paged.
// Spec: not shown — the path and payload. Choice: GET /search/market_items, open to guests.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { pageInput, pageOf } from "../schemas/common";
import { itemKind, rarity } from "../schemas/collectibles";
import { listing, marketSort } from "../schemas/market";

export const searchEndpoints = {
  /** Listings on sale whose item name or series contains `keyword` (any case); `newest` first by default. */
  marketItems: defineEndpoint({
    service: "search",
    method: "GET",
    path: "/search/market_items",
    auth: false,
    request: z.extend(pageInput, {
      keyword: z.optional(z.string()),
      kind: z.optional(itemKind),
      rarity: z.optional(rarity),
      sort: z.optional(marketSort),
    }),
    response: pageOf(listing),
  }),
};
