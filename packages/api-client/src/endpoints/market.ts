// The market (on the NFT service): its terms, a listing, listing and cancelling an own item, buying,
// the player's listings and trade history. Browsing and searching the listings is the search
// service's (./search.ts). Spec: not shown — every path and payload. Choice: below, under /nft/market/.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { idempotencyInput, pageInput, pageOf } from "../schemas/common";
import { listing, marketConfig, trade, tradeSide } from "../schemas/market";

export const purchase = z.object({
  listing: listing,
  coin_name: z.string(),
  /** What the buyer paid (price + fee). */
  paid: z.string(),
  /** The buyer's balance of the coin after paying. */
  balance: z.string(),
});

export const marketEndpoints = {
  config: defineEndpoint({
    service: "nft",
    method: "GET",
    path: "/nft/market/config",
    auth: false,
    request: z.object({}),
    response: marketConfig,
  }),
  /** A listing in any state (a sold one shows its buyer); an unknown id is 1002. Open to guests. */
  detail: defineEndpoint({
    service: "nft",
    method: "GET",
    path: "/nft/market/detail",
    auth: false,
    request: z.object({ listing_id: z.number() }),
    response: listing,
  }),
  /** Puts an own item up for sale. Refused: not the owner 2105, already listed 2104, a price out of range 1001. */
  list: defineEndpoint({
    service: "nft",
    method: "POST",
    path: "/nft/market/list",
    request: z.object({ item_id: z.number(), price: z.string(), ...idempotencyInput }),
    response: listing,
  }),
  /** Takes an own listing off the market. Refused: not the seller 2105, sold 2102, cancelled 2103. */
  cancel: defineEndpoint({
    service: "nft",
    method: "POST",
    path: "/nft/market/cancel",
    request: z.object({ listing_id: z.number() }),
    response: listing,
  }),
  /**
   * Pays price + fee and moves the item to the buyer. Refused: an own listing 2101, sold 2102,
   * cancelled 2103, balance lack 2001 (`lack_<COIN>`).
   */
  buy: defineEndpoint({
    service: "nft",
    method: "POST",
    path: "/nft/market/buy",
    request: z.object({ listing_id: z.number(), ...idempotencyInput }),
    response: purchase,
  }),
  /** The player's listings on sale, newest first. */
  myListings: defineEndpoint({
    service: "nft",
    method: "GET",
    path: "/nft/market/my_listings",
    request: pageInput,
    response: pageOf(listing),
  }),
  /** The player's trades (bought and sold), newest first; `side` keeps one. */
  history: defineEndpoint({
    service: "nft",
    method: "GET",
    path: "/nft/market/history",
    request: z.extend(pageInput, { side: z.optional(tradeSide) }),
    response: pageOf(trade),
  }),
};

export type Purchase = z.infer<typeof purchase>;
