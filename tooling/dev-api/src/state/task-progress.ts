// Each player's progress on tasks: taken (the clock runs to a deadline), completed, reward claimed.
// The rules of each step live here; the routes add the wallet credit and the answers.
import type { TaskExpiry, TaskStatus } from "@repo/api-client/endpoints/task";
import { DEV_CODES, fail } from "../envelope";
import { PerUser } from "./per-user";

export interface TaskProgressRecord {
  status: Exclude<TaskStatus, "not_taken">;
  /** Unix seconds. */
  take_time: number;
  deadline: number;
}

export interface TaskStanding {
  status: TaskStatus;
  expiry: TaskExpiry | null;
}

export class TaskProgressStore {
  private readonly records = new PerUser<Map<number, TaskProgressRecord>>(() => new Map());

  constructor(private readonly nowSeconds: () => number) {}

  private isExpired(record: TaskProgressRecord): boolean {
    return record.status === "in_progress" && this.nowSeconds() >= record.deadline;
  }

  /** What a player (or a signed-out reader: null) sees of a task. */
  standing(userId: number | null, taskId: number): TaskStanding {
    const record = userId === null ? undefined : this.records.of(userId).get(taskId);
    if (!record) return { status: "not_taken", expiry: null };
    return { status: record.status, expiry: { takeTime: record.take_time, expired: this.isExpired(record), deadline: record.deadline } };
  }

  /** Starts the clock. An expired task may be taken again (a fresh start); a running or finished one not. */
  take(userId: number, taskId: number, timeLimitSeconds: number): TaskStanding {
    const tasks = this.records.of(userId);
    const record = tasks.get(taskId);
    if (record && record.status !== "in_progress") return fail(DEV_CODES.ALREADY_DONE, "You have already finished this task");
    if (record && !this.isExpired(record)) return fail(DEV_CODES.ALREADY_DONE, "You have already started this task");
    const now = this.nowSeconds();
    tasks.set(taskId, { status: "in_progress", take_time: now, deadline: now + timeLimitSeconds });
    return this.standing(userId, taskId);
  }

  /** What the game reports when the player did the task (the dev API's test control stands in for it). */
  complete(userId: number, taskId: number): TaskStanding {
    const record = this.records.of(userId).get(taskId);
    if (!record) return fail(DEV_CODES.NOT_AVAILABLE, "This player has not started the task");
    if (record.status !== "in_progress") return fail(DEV_CODES.ALREADY_DONE, "This task is already completed");
    if (this.isExpired(record)) return fail(DEV_CODES.NOT_AVAILABLE, "The time for this task is over");
    record.status = "completed";
    return this.standing(userId, taskId);
  }

  /** Marks the reward as claimed, once, and only for a completed task. */
  claim(userId: number, taskId: number): TaskStanding {
    const record = this.records.of(userId).get(taskId);
    if (record?.status === "reward_claimed") return fail(DEV_CODES.ALREADY_DONE, "You have already claimed this reward");
    if (record?.status !== "completed") {
      const expired = record !== undefined && this.isExpired(record);
      return fail(
        DEV_CODES.NOT_AVAILABLE,
        expired ? "The time for this task is over. Start it again to earn the reward." : "Finish the task first to claim its reward",
      );
    }
    record.status = "reward_claimed";
    return this.standing(userId, taskId);
  }

  /** Test control: moves a running task's clock so its deadline has just passed. */
  expire(userId: number, taskId: number): TaskStanding {
    const record = this.records.of(userId).get(taskId);
    if (record?.status !== "in_progress") return fail(DEV_CODES.NOT_AVAILABLE, "Only a running task can expire");
    const shift = record.deadline - this.nowSeconds();
    record.take_time -= shift;
    record.deadline -= shift;
    return this.standing(userId, taskId);
  }
}
