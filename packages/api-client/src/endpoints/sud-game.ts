// vg service: the Sud games catalogue and seating a player in a room before the native app starts the game.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty } from "../schemas/common";
import { sudGame, sudLaunch } from "../schemas/sud-game";

export { type SudGame, type SudLaunch } from "../schemas/sud-game";

/** Spec: not shown — the codes. Choice: the dev API's 1002 for an unknown game. */
export const SUD_GAME_CODES = { NOT_FOUND: 1002 } as const;

// Spec: not shown — the vg calls. Choice: the two below under /vg/. The catalogue is public; a seat
// needs a login (/sudgame/* is login-required).
export const sudGameEndpoints = {
  gameList: defineEndpoint({
    service: "vg",
    method: "GET",
    path: "/vg/sud_game_list",
    auth: false,
    request: empty,
    response: z.object({ list: z.array(sudGame) }),
  }),
  /** Seats the caller in a room of the game (a room with a free seat, else a new one). */
  launch: defineEndpoint({
    service: "vg",
    method: "POST",
    path: "/vg/sud_game_launch",
    request: z.object({ game_id: z.string() }),
    response: sudLaunch,
  }),
};
