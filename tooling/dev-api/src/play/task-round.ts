// One round of a stand-in xworld game: what the game reports to the backend when a player finishes
// a task of it. Every task of the game that the player has taken and that is still running counts as
// done; the player then claims the reward in xworld.
import type { DevState } from "../state";
import type { TaskGame } from "../state/task-catalog";

export interface TaskRound {
  /** Titles of the tasks this round completed. */
  completed: string[];
  /** Titles of the taken tasks whose time ran out before this round. */
  expired: string[];
}

export function playTaskRound(state: DevState, userId: number, game: TaskGame): TaskRound {
  const round: TaskRound = { completed: [], expired: [] };
  for (const { item } of state.taskCatalog.tasksOf(game)) {
    const standing = state.taskProgress.standing(userId, item.taskId);
    if (standing.status !== "in_progress") continue;
    if (standing.expiry?.expired) {
      round.expired.push(item.title);
      continue;
    }
    state.taskProgress.complete(userId, item.taskId);
    round.completed.push(item.title);
  }
  return round;
}

/** The player's tasks of this game that are waiting for play. */
export function runningTasks(state: DevState, userId: number, game: TaskGame): string[] {
  return state.taskCatalog
    .tasksOf(game)
    .filter(({ item }) => {
      const standing = state.taskProgress.standing(userId, item.taskId);
      return standing.status === "in_progress" && !standing.expiry?.expired;
    })
    .map(({ item }) => item.title);
}
