// Which action a task's page offers, from who is reading and where they stand on the task.
import type { TaskStatus } from "@repo/api-client/endpoints/task";

/**
 * - `sign_in`: a signed-out reader (plain web lets guests read tasks) is asked to sign in first;
 * - `start`: take the task (its clock starts);
 * - `wait`: taken and running: the countdown to the deadline shows;
 * - `restart`: taken, but the deadline passed before it was done: take it again;
 * - `claim`: completed, the reward is waiting;
 * - `done`: the reward was claimed;
 * - `get_app`: an app-only offer read where the app is not: instead of a start, the app is offered.
 */
export type TaskAction = "sign_in" | "start" | "wait" | "restart" | "claim" | "done" | "get_app";

export interface TaskStanding {
  loggedIn: boolean;
  status: TaskStatus;
  /** The expiry object's `expired` (false when the task is not taken). */
  expired: boolean;
  /** The task is app-only and this platform cannot run it (`capabilities.appOffers` is false). */
  needsApp?: boolean;
}

export function taskAction({ loggedIn, status, expired, needsApp = false }: TaskStanding): TaskAction {
  // Spec: not shown — app-only offers off the app. Choice: the download-app dialog instead of a start,
  // for guests too (signing in would not make the offer playable here); progress already made still shows.
  if (needsApp && (status === "not_taken" || (status === "in_progress" && expired))) return "get_app";
  if (!loggedIn) return "sign_in";
  switch (status) {
    case "not_taken":
      return "start";
    case "in_progress":
      // Spec: not shown — what an expired task offers. Choice: a fresh start (the dev API allows it).
      return expired ? "restart" : "wait";
    case "completed":
      return "claim";
    case "reward_claimed":
      return "done";
  }
}
