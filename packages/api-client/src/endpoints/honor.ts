// Honor service: the player's achievements and badges, claiming one, and the honor board.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty } from "../schemas/common";
import { achievement, honorBoardRow } from "../schemas/honor";

export { ACHIEVEMENT_STATUSES, type Achievement, type AchievementStatus, type HonorBoardRow } from "../schemas/honor";

/** Spec: not shown — the honor codes. Choice: the dev API's: 1002 unknown achievement, 2002 claimed already, 2003 not reached yet. */
export const HONOR_CODES = { NOT_FOUND: 1002, ALREADY_CLAIMED: 2002, NOT_EARNED: 2003 } as const;

// Spec: not shown — every honor call. Choice: the three below under /honor/ (the routes are login-required).
export const honorEndpoints = {
  profile: defineEndpoint({
    service: "honor",
    method: "GET",
    path: "/honor/profile",
    request: empty,
    response: z.object({
      honor_points: z.number(),
      /** The caller's place on the honor board (null with no points). */
      rank: z.nullable(z.number()),
      achievements: z.array(achievement),
    }),
  }),
  /** Claims a reached achievement once: its points, and its badge. */
  claim: defineEndpoint({
    service: "honor",
    method: "POST",
    path: "/honor/claim",
    request: z.object({ achievement_id: z.string() }),
    response: z.object({ achievement, honor_points: z.number() }),
  }),
  /** The top 50 by honor points, and the caller's place. */
  board: defineEndpoint({
    service: "honor",
    method: "GET",
    path: "/honor/board",
    request: empty,
    response: z.object({ list: z.array(honorBoardRow), my_rank: z.nullable(z.number()), my_points: z.number() }),
  }),
};
