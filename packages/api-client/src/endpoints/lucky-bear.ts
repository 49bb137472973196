// Lucky Bear service (spec section 7, "Lucky Bear service"). GET unless noted.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { banner, empty, pageOf, unixTime } from "../schemas/common";

export const GAME_PROVIDERS = ["inbet", "retiger", "pg", "turbo", "bridge", "ppgame", "imperium"] as const;
export type GameProvider = (typeof GAME_PROVIDERS)[number];

export function isGameProvider(value: unknown): value is GameProvider {
  return typeof value === "string" && (GAME_PROVIDERS as readonly string[]).includes(value);
}

export const game = z.object({
  game_id: z.number(),
  name: z.string(),
  /** One of GAME_PROVIDERS; kept a string so a new provider does not break the list. */
  provider: z.string(),
  icon: z.string(),
  category: z.string(),
  hot: z.boolean(),
  new: z.boolean(),
});

export const luckyBearHome = z.object({
  jackpot: z.object({ amount: z.string(), currency: z.string() }),
  banners: z.array(banner),
  online_players: z.number(),
  /** Recent big wins for the marquee. */
  recent_wins: z.array(
    z.object({ username: z.string(), game_name: z.string(), amount: z.string(), currency: z.string(), time: unixTime }),
  ),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const luckyBearEndpoints = {
  query: defineEndpoint({
    service: "lucky-bear",
    method: "GET",
    path: "/lucky_bear/query",
    auth: false,
    request: empty,
    response: luckyBearHome,
  }),
  // Spec: not shown — the game-list call. Choice: GET /lucky_bear/game_list, filtered and paged.
  gameList: defineEndpoint({
    service: "lucky-bear",
    method: "GET",
    path: "/lucky_bear/game_list",
    auth: false,
    request: z.object({
      category: z.optional(z.string()),
      provider: z.optional(z.string()),
      page: z.number(),
      page_size: z.number(),
    }),
    response: pageOf(game),
  }),
};

export type Game = z.infer<typeof game>;
export type LuckyBearHome = z.infer<typeof luckyBearHome>;
