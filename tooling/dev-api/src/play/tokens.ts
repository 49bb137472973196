// Who is playing on a stand-in game page. A launch link carries a per-player token, as a game
// provider's session token does; the page finds the player again from it. Tokens are fixed per seed,
// player and game, so a reloaded page (or a second tab) stays the same player.
import type { DevState } from "../state";
import { userRandom } from "../state/per-user";
import type { DevUser } from "../state/users";

/** The token of a casino game's launch link (also its `session_token`). */
export const casinoToken = (seed: number, userId: number, gameId: number) => userRandom(seed, userId, 5_000 + gameId).hex(32);

/** The token of an xworld game's play link, for the tasks of that game. */
export const taskGameToken = (seed: number, userId: number, productId: number) => userRandom(seed, userId, 7_000 + productId).hex(32);

const TOKEN = /^[0-9a-f]{32}$/;

export function playerOfToken(state: DevState, token: string | undefined, tokenOf: (userId: number) => string): DevUser | null {
  if (!token || !TOKEN.test(token)) return null;
  return state.users.find((user) => tokenOf(user.user_id) === token) ?? null;
}
