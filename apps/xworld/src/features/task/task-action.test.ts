import { describe, expect, it } from "vitest";
import { type TaskAction, type TaskStanding, taskAction } from "./task-action";

describe("taskAction", () => {
  const table: [TaskStanding, TaskAction][] = [
    [{ loggedIn: false, status: "not_taken", expired: false }, "sign_in"],
    // A guest is asked to sign in whatever a stale answer said.
    [{ loggedIn: false, status: "completed", expired: false }, "sign_in"],
    [{ loggedIn: true, status: "not_taken", expired: false }, "start"],
    [{ loggedIn: true, status: "in_progress", expired: false }, "wait"],
    [{ loggedIn: true, status: "in_progress", expired: true }, "restart"],
    [{ loggedIn: true, status: "completed", expired: false }, "claim"],
    [{ loggedIn: true, status: "reward_claimed", expired: false }, "done"],
  ];
  it.each(table)("%o → %s", (standing, action) => {
    expect(taskAction(standing)).toBe(action);
  });
});
