// NFT service: the player's collection (/library), the public showcase (/space), an item with its
// history, and the NFT roll (/rollnft). Spec: not shown — every path and payload. Choice: below.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { pageInput, pageOf } from "../schemas/common";
import { collectible, drawConf, drawInput, drawResult, itemEvent, itemKind, playerRef } from "../schemas/collectibles";

export const showcaseOwner = z.extend(playerRef, {
  /** Where NFTs sent to this player arrive (xbnft_transfer's `to_address`). */
  wallet_addr: z.string(),
});

export const nftEndpoints = {
  /** The player's NFTs and pets (newest first), optionally one kind. */
  myItems: defineEndpoint({
    service: "nft",
    method: "GET",
    path: "/nft/my_items",
    request: z.extend(pageInput, { kind: z.optional(itemKind) }),
    response: pageOf(collectible),
  }),
  /**
   * The public showcase: one player's items (`user_id`), or without it every player's, rarest and
   * highest level first. Open to guests.
   */
  showcase: defineEndpoint({
    service: "nft",
    method: "GET",
    path: "/nft/showcase",
    auth: false,
    request: z.extend(pageInput, { user_id: z.optional(z.number()), kind: z.optional(itemKind) }),
    response: z.extend(pageOf(collectible), { owner: z.nullable(showcaseOwner) }),
  }),
  /** One item and its history (newest first, at most 50 lines); an unknown id is 1002. Open to guests. */
  itemDetail: defineEndpoint({
    service: "nft",
    method: "GET",
    path: "/nft/item_detail",
    auth: false,
    request: z.object({ item_id: z.number() }),
    response: z.object({ item: collectible, history: z.array(itemEvent) }),
  }),
  /** The NFT roll's price, free chances, odds and pool. */
  rollConf: defineEndpoint({
    service: "nft",
    method: "GET",
    path: "/nft/roll_conf",
    request: z.object({}),
    response: drawConf,
  }),
  /** Spends the price (or a free chance) for a random NFT; the server draws, by the odds of roll_conf. */
  roll: defineEndpoint({
    service: "nft",
    method: "POST",
    path: "/nft/roll",
    request: drawInput,
    response: drawResult,
  }),
};

export type ShowcaseOwner = z.infer<typeof showcaseOwner>;
