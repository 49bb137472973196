import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { profileEndpoints } from "@repo/api-client/endpoints/profile";

export type MyGames = ResponseOf<typeof profileEndpoints.myGames>;

/** /profile/select's read as the server made it for the player of the request. */
export interface MyGamesFirst {
  /** The player's games, each marked when the profile shows it, and how many may show; null when the read failed. */
  games: MyGames | null;
}

export async function loadMyGames(api: ApiClient): Promise<MyGamesFirst> {
  return { games: await api.call(profileEndpoints.myGames, {}).catch(() => null) };
}
