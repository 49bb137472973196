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
    // App-only offers off the app: the app is offered instead of a start, to guests as well.
    [{ loggedIn: true, status: "not_taken", expired: false, needsApp: true }, "get_app"],
    [{ loggedIn: false, status: "not_taken", expired: false, needsApp: true }, "get_app"],
    [{ loggedIn: true, status: "in_progress", expired: true, needsApp: true }, "get_app"],
    // Progress made in the app still shows and can be claimed anywhere.
    [{ loggedIn: true, status: "in_progress", expired: false, needsApp: true }, "wait"],
    [{ loggedIn: true, status: "completed", expired: false, needsApp: true }, "claim"],
  ];
  it.each(table)("%o → %s", (standing, action) => {
    expect(taskAction(standing)).toBe(action);
  });
});
