// Collectibles (spec section 1, "NFTs and pets"): the items of the NFT, pet and search services and of
// the market. Spec: not shown — every payload here. Choices are marked where they are not obvious.
import { z } from "zod/mini";
import { idempotencyInput, unixTime } from "./common";

/** Spec: not shown — rarity tiers. Choice: four, from the most to the least common. */
export const RARITIES = ["common", "rare", "epic", "legendary"] as const;
export const rarity = z.enum(RARITIES);

/** Spec: not shown — what a collectible is. Choice: an NFT (a picture of a series) or a pet (an NFT that plays). */
export const ITEM_KINDS = ["nft", "pet"] as const;
export const itemKind = z.enum(ITEM_KINDS);

export const playerRef = z.object({ user_id: z.number(), username: z.string() });

/** An amount of a coin (decimal string). */
export const coinAmount = z.object({ coin_name: z.string(), amount: z.string() });

/**
 * A pet's playing state. Spec: not shown. Choice: energy (spent by the pet game, refilled by feeding),
 * experience (from feeding) that unlocks the next level, and the price of that level (null at the top).
 */
export const petStats = z.object({
  species: z.string(),
  energy: z.number(),
  max_energy: z.number(),
  exp: z.number(),
  /** Experience the next level needs; a pet levels up once `exp` reaches it. */
  exp_to_next: z.number(),
  max_level: z.number(),
  /** What the next level costs, in the pet coin; null at the top level. */
  level_up_cost: z.nullable(z.string()),
});

export const collectible = z.object({
  item_id: z.number(),
  kind: itemKind,
  name: z.string(),
  /** Shown as a picture only, never opened as a link (like every icon of the contract). */
  image: z.string(),
  rarity,
  level: z.number(),
  /** The NFT's series, or the pet's family. */
  series: z.string(),
  /** Null once the item left for an address outside the platform. */
  owner: z.nullable(playerRef),
  /** The open market listing of the item, if it is for sale. */
  listing_id: z.nullable(z.number()),
  /** Only for pets. */
  pet: z.nullable(petStats),
  /** When the current owner got it. */
  obtained_at: unixTime,
});

export const ITEM_EVENT_KINDS = ["minted", "drawn", "transferred", "listed", "listing_cancelled", "sold", "fed", "leveled_up", "hunted"] as const;

/** One line of an item's history, newest first in answers. */
export const itemEvent = z.object({
  event_id: z.number(),
  /** One of ITEM_EVENT_KINDS; kept a string so a new kind does not break the history. */
  kind: z.string(),
  /** Who did it (the owner at the time). */
  player: z.nullable(playerRef),
  /** The other side: the receiver of a transfer, the buyer of a sale. */
  counterparty: z.nullable(playerRef),
  /** A transfer to an address outside the platform. */
  to_address: z.nullable(z.string()),
  /** Money of the event: a sale's price, a feed's cost, a hunt's find. */
  amount: z.nullable(coinAmount),
  time: unixTime,
});

/**
 * A draw's odds. Spec: not shown. Choice: a weight per rarity; the chance of a rarity is its weight
 * over the sum of weights, and the server draws with exactly these weights.
 */
export const drawOdds = z.object({ rarity, weight: z.number() });

/** The pet draw's and the NFT roll's terms, shown before a player pays. */
export const drawConf = z.object({
  price: coinAmount,
  /** Free draws left today; one comes back at each UTC midnight. */
  free_chances: z.number(),
  next_free_at: z.nullable(unixTime),
  odds: z.array(drawOdds),
  /** Everything a draw can give, by rarity. */
  pool: z.array(z.object({ name: z.string(), image: z.string(), rarity })),
});

export const drawInput = z.object({ use_free: z.boolean(), ...idempotencyInput });

export const drawResult = z.object({
  draw_id: z.number(),
  /** What the server drew (already in the player's collection). */
  item: collectible,
  /** Null when a free chance paid for it. */
  paid: z.nullable(coinAmount),
  free_chances_left: z.number(),
});

/**
 * Spec: not shown — the refusals of these services. Choice: the dev API's (and, we assume, the
 * backend's) codes, beside the common 1002 (not found), 2001 (balance lack, `lack_<COIN>`) and 2003
 * (no free draw left).
 */
export const COLLECTIBLE_CODES = {
  NOT_FOUND: 1002,
  NO_FREE_CHANCE: 2003,
  OWN_LISTING: 2101,
  LISTING_SOLD: 2102,
  LISTING_CANCELLED: 2103,
  ITEM_LISTED: 2104,
  NOT_OWNER: 2105,
  NOT_AN_NFT: 2106,
  NO_ENERGY: 2201,
  NOT_READY: 2202,
  MAX_LEVEL: 2203,
  FULL: 2204,
} as const;

export type Rarity = z.infer<typeof rarity>;
export type ItemKind = z.infer<typeof itemKind>;
export type PlayerRef = z.infer<typeof playerRef>;
export type CoinAmount = z.infer<typeof coinAmount>;
export type PetStats = z.infer<typeof petStats>;
export type Collectible = z.infer<typeof collectible>;
export type ItemEvent = z.infer<typeof itemEvent>;
export type DrawOdds = z.infer<typeof drawOdds>;
export type DrawConf = z.infer<typeof drawConf>;
export type DrawResult = z.infer<typeof drawResult>;
