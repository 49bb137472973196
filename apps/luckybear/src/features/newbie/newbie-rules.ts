// Newbie tasks: where each task is done, and how far the player is.
import type { NewbieTask } from "@repo/api-client/schemas/lucky-bear";
import { gameTabHref } from "../game/game-tab-query";
import { payHref } from "../money/pay-links";

/**
 * Spec: not shown — where the card sends a player for a task. Choice: by the task's `action` (the
 * report_user_action that completes it): "play_game" to the game tab, "recharge" to the recharge page;
 * any other action (the "login" task is done by opening the casino) has no link.
 */
export function newbieTaskHref(locale: string, action: string): string | null {
  if (action === "play_game") return gameTabHref(locale);
  if (action === "recharge") return payHref(locale, "recharge");
  return null;
}

export type NewbieTaskState = "received" | "done" | "todo";

export function newbieTaskState(task: Pick<NewbieTask, "done" | "received">): NewbieTaskState {
  if (task.received) return "received";
  return task.done ? "done" : "todo";
}

/** How many tasks are done, of how many. */
export function newbieProgress(tasks: readonly Pick<NewbieTask, "done">[]): { done: number; total: number } {
  return { done: tasks.filter((task) => task.done).length, total: tasks.length };
}
