// Lucky Bear service (spec section 7), the games: lists, search, favourites, free spins, each provider's
// init config, the start of an inbet round. GET unless noted.
// One of the service's areas: a screen imports the areas it calls (`luckyBearEndpoints` is all of them).
import { z } from "zod/mini";
import { empty, ok, pageInput, pageOf, unixTime } from "../../schemas/common";
import { type GameProvider, game } from "../../schemas/lucky-bear";
import { get, post, initConfig } from "./define";

export const luckyBearGameEndpoints = {
  // Spec: not shown — the game-list GETs. Choice: game_list (filtered, paged) and game_search.
  gameList: get("game_list", {
    auth: false,
    request: z.extend(pageInput, { category: z.optional(z.string()), provider: z.optional(z.string()) }),
    response: pageOf(game),
  }),
  gameSearch: get("game_search", {
    auth: false,
    request: z.object({ keyword: z.string() }),
    response: z.object({ list: z.array(game) }),
  }),
  favGamesToggle: post("fav_games/toggle", {
    request: z.object({ game_id: z.number() }),
    response: z.object({ game_id: z.number(), favourite: z.boolean() }),
  }),
  favGamesList: get("fav_games/list", { request: empty, response: z.object({ list: z.array(game) }) }),
  freeSpinConf: get("free_spin_conf", {
    request: empty,
    response: z.object({
      list: z.array(z.object({ game_id: z.number(), free_spins: z.number(), bet_value: z.string(), expires_at: unixTime })),
    }),
  }),
  // Spec: not shown — the per-game init config paths. Choice: GET /lucky_bear/<provider>/init_config.
  inbetInitConfig: initConfig("inbet"),
  retigerInitConfig: initConfig("retiger"),
  pgInitConfig: initConfig("pg"),
  turboInitConfig: initConfig("turbo"),
  bridgeInitConfig: initConfig("bridge"),
  ppgameInitConfig: initConfig("ppgame"),
  imperiumInitConfig: initConfig("imperium"),
  /** POST: a game round of inbet started (counts as playing, for newbie tasks and recents). */
  inbetReportGameStart: post("inbet/report_game_start", { request: z.object({ game_id: z.number() }), response: ok }),
};

/** The init-config endpoint of each provider. */
export const initConfigEndpoints: Readonly<Record<GameProvider, typeof luckyBearGameEndpoints.inbetInitConfig>> = {
  inbet: luckyBearGameEndpoints.inbetInitConfig,
  retiger: luckyBearGameEndpoints.retigerInitConfig,
  pg: luckyBearGameEndpoints.pgInitConfig,
  turbo: luckyBearGameEndpoints.turboInitConfig,
  bridge: luckyBearGameEndpoints.bridgeInitConfig,
  ppgame: luckyBearGameEndpoints.ppgameInitConfig,
  imperium: luckyBearGameEndpoints.imperiumInitConfig,
};

export { GAME_PROVIDERS, isGameProvider, type Game, type GameProvider } from "../../schemas/lucky-bear";
