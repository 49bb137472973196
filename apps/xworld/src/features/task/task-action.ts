// Which action a task's page offers, from who is reading and where they stand on the task.
import type { TaskStatus } from "@repo/api-client/endpoints/task";

/**
 * - `sign_in`: a signed-out reader (plain web lets guests read tasks) is asked to sign in first;
 * - `start`: take the task (its clock starts);
 * - `wait`: taken and running: the countdown to the deadline shows;
 * - `restart`: taken, but the deadline passed before it was done: take it again;
 * - `claim`: completed, the reward is waiting;
 * - `done`: the reward was claimed.
 */
export type TaskAction = "sign_in" | "start" | "wait" | "restart" | "claim" | "done";

export interface TaskStanding {
  loggedIn: boolean;
  status: TaskStatus;
  /** The expiry object's `expired` (false when the task is not taken). */
  expired: boolean;
}

export function taskAction({ loggedIn, status, expired }: TaskStanding): TaskAction {
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
