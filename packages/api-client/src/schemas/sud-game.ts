// Sud games (vg service): multiplayer mini games the native app runs through its Sud SDK
// (`startSudGame`). Spec: not shown — the payloads. Choice: a catalogue, and a launch call that seats
// the player in a room the host app then opens.
import { z } from "zod/mini";
import { unixTime } from "./common";

export const sudGame = z.object({
  /** The Sud SDK's game id (digits, as text). */
  game_id: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  min_players: z.number(),
  max_players: z.number(),
});

export const sudLaunch = z.object({
  game_id: z.string(),
  room_id: z.string(),
  /** Players seated in the room, the caller included. */
  players_in_room: z.number(),
  /** The seat is kept until then. */
  expires_at: unixTime,
});

export type SudGame = z.infer<typeof sudGame>;
export type SudLaunch = z.infer<typeof sudLaunch>;
