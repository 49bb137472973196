import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearEndpoints } from "@repo/api-client/endpoints/lucky-bear";

export interface LuckyBearHomeData {
  home: ResponseOf<typeof luckyBearEndpoints.query>;
  games: ResponseOf<typeof luckyBearEndpoints.gameList>;
}

/** The public part of the casino home, fetched on the server so it is in the first HTML. */
export async function loadHome(api: ApiClient): Promise<LuckyBearHomeData> {
  const [home, games] = await Promise.all([
    api.call(luckyBearEndpoints.query, {}),
    api.call(luckyBearEndpoints.gameList, { page: 1, page_size: 20 }),
  ]);
  return { home, games };
}
