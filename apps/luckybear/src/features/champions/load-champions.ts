import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import type { ChampionsFirst } from "./champ-time";

/**
 * The championships list fetched on the server, so it is in the first HTML instead of waiting for the
 * browser's code and then its call (champ/list is public: the same for every visitor). A failed call
 * leaves it to the browser.
 */
export async function loadChampions(api: ApiClient): Promise<ChampionsFirst> {
  const champs = await api.call(luckyBearRewardEndpoints.champList, {}).catch(() => null);
  return { champs };
}
