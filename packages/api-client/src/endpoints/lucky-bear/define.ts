// The Lucky Bear service's endpoint helpers: every path is /lucky_bear/<name> on the lucky-bear host.
import { z } from "zod/mini";
import { type Endpoint, type EndpointDefinition, defineEndpoint } from "../../endpoint";
import { type GameProvider, gameInitConfig } from "../../schemas/lucky-bear";

type LbDefinition<Req, Res> = Omit<EndpointDefinition<Req, Res>, "service" | "method" | "path">;

/** GET /lucky_bear/<name>. */
export const get = <Req, Res>(name: string, definition: LbDefinition<Req, Res>): Endpoint<Req, Res> =>
  defineEndpoint({ service: "lucky-bear", method: "GET", path: `/lucky_bear/${name}`, ...definition });

/** POST /lucky_bear/<name>. */
export const post = <Req, Res>(name: string, definition: LbDefinition<Req, Res>): Endpoint<Req, Res> =>
  defineEndpoint({ service: "lucky-bear", method: "POST", path: `/lucky_bear/${name}`, ...definition });

export const withRank = <T extends z.ZodMiniType>(item: T) => z.object({ list: z.array(item), my_rank: z.nullable(z.number()) });

export const initConfig = (provider: GameProvider) =>
  get(`${provider}/init_config`, { request: z.object({ game_id: z.number() }), response: gameInitConfig });
