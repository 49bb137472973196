// Honor (honor service). Spec: not shown — every payload. Choice: achievements count what a player
// did across the compete areas (PvP, battles, bets, invites, the partner program); a reached
// achievement is claimed once for honor points and becomes a badge; the honor board ranks players by
// their points.
import { z } from "zod/mini";
import { unixTime } from "./common";

/** in_progress: not reached yet; earned: reached, waiting to be claimed; claimed: a badge. */
export const ACHIEVEMENT_STATUSES = ["in_progress", "earned", "claimed"] as const;

export const achievement = z.object({
  achievement_id: z.string(),
  /** Texts in the caller's language (the Language header). */
  title: z.string(),
  /** How to earn it. */
  how_to: z.string(),
  icon: z.string(),
  /** What has to be reached, and where the player stands (never above the goal). */
  goal: z.number(),
  progress: z.number(),
  /** Honor points the claim gives. */
  points: z.number(),
  status: z.enum(ACHIEVEMENT_STATUSES),
  claimed_at: z.nullable(unixTime),
});

export const honorBoardRow = z.object({
  rank: z.number(),
  user_id: z.number(),
  username: z.string(),
  avatar: z.string(),
  honor_points: z.number(),
  badges: z.number(),
});

export type Achievement = z.infer<typeof achievement>;
export type AchievementStatus = Achievement["status"];
export type HonorBoardRow = z.infer<typeof honorBoardRow>;
