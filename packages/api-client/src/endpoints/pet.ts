// Pet service: the player's pets (/petV2), feeding and levelling up, the pet draw (/petV2/draw), the
// rules the guide explains (/petV2/guide) and the pet game's hunt (/petGame). Spec: not shown — every
// path and payload. Choice: below.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { idempotencyInput, pageInput, pageOf } from "../schemas/common";
import { coinAmount, collectible, drawConf, drawInput, drawResult } from "../schemas/collectibles";

/**
 * How pets work. Spec: not shown. Choice: feeding costs coins and gives energy and experience; enough
 * experience and the level's price raise the level; a hunt in the pet game spends energy and finds a
 * reward drawn from `hunt_table`, multiplied by the pet's level.
 */
export const petConfig = z.object({
  /** The coin pets are fed and levelled with. */
  coin_name: z.string(),
  feed_cost: z.string(),
  feed_energy: z.number(),
  feed_exp: z.number(),
  /** Energy one hunt takes. */
  hunt_energy: z.number(),
  /** Hiding spots of a hunt; the player picks one. */
  hunt_spots: z.number(),
  reward_coin: z.string(),
  /** What a spot can hold at level 1, with weights; a pet of level L finds L times as much. */
  hunt_table: z.array(z.object({ amount: z.string(), weight: z.number() })),
  max_level: z.number(),
});

const byPet = z.object({ pet_id: z.number(), ...idempotencyInput });
const petChange = z.object({ pet: collectible, paid: coinAmount });

export const hunt = z.object({
  hunt_id: z.number(),
  pet: collectible,
  /** The spot the player picked (0-based). */
  spot: z.number(),
  /** What every spot held (the others are shown after the pick). */
  spots: z.array(z.string()),
  /** What the picked spot held, paid into the wallet (may be "0"). */
  found: coinAmount,
  /** The player's balance of the reward coin after it. */
  balance: z.string(),
});

export const petEndpoints = {
  config: defineEndpoint({
    service: "pet",
    method: "GET",
    path: "/pet/config",
    auth: false,
    request: z.object({}),
    response: petConfig,
  }),
  /** The player's pets with their stats, highest level first. */
  myPets: defineEndpoint({
    service: "pet",
    method: "GET",
    path: "/pet/my_pets",
    request: pageInput,
    response: pageOf(collectible),
  }),
  /** Pays `feed_cost`: energy and experience up. Refused: full 2204, not yours 2105, listed 2104, balance lack 2001. */
  feed: defineEndpoint({
    service: "pet",
    method: "POST",
    path: "/pet/feed",
    request: byPet,
    response: petChange,
  }),
  /** Pays `level_up_cost`: one level up. Refused: experience short 2202, top level 2203, balance lack 2001. */
  levelUp: defineEndpoint({
    service: "pet",
    method: "POST",
    path: "/pet/level_up",
    request: byPet,
    response: petChange,
  }),
  drawConf: defineEndpoint({
    service: "pet",
    method: "GET",
    path: "/pet/draw_conf",
    request: z.object({}),
    response: drawConf,
  }),
  /** Spends the price (or a free chance) for a random pet; the server draws, by the odds of draw_conf. */
  draw: defineEndpoint({
    service: "pet",
    method: "POST",
    path: "/pet/draw",
    request: drawInput,
    response: drawResult,
  }),
  /** The pet game: a hunt with one pet. Refused: energy short 2201, not yours 2105, listed 2104. */
  hunt: defineEndpoint({
    service: "pet",
    method: "POST",
    path: "/pet/game/hunt",
    request: z.object({ pet_id: z.number(), spot: z.number(), ...idempotencyInput }),
    response: hunt,
  }),
};

export type PetConfig = z.infer<typeof petConfig>;
export type Hunt = z.infer<typeof hunt>;
