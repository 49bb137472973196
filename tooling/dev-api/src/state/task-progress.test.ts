import { describe, expect, it } from "vitest";
import { DevFailure } from "../envelope";
import { TaskProgressStore } from "./task-progress";

const USER = 10001;
const TASK = 9001;
const LIMIT = 3_600;

type Start = "none" | "running" | "expired" | "completed" | "claimed";
type Step = "take" | "complete" | "claim";

/** A store where the player's task is in the `start` state, and its clock. */
function storeAt(start: Start) {
  let now = 1_000_000;
  const store = new TaskProgressStore(() => now);
  if (start !== "none") store.take(USER, TASK, LIMIT);
  if (start === "expired") now += LIMIT;
  if (start === "completed" || start === "claimed") store.complete(USER, TASK);
  if (start === "claimed") store.claim(USER, TASK);
  return { store, now: () => now };
}

function run(store: TaskProgressStore, step: Step) {
  try {
    return store[step](USER, TASK, LIMIT).status;
  } catch (error) {
    if (error instanceof DevFailure) return error.code;
    throw error;
  }
}

describe("task progress rules", () => {
  // Each start state × each step: the new status, or the refusal code (2002 done already, 2003 not yet).
  const table: [Start, Step, string | number][] = [
    ["none", "take", "in_progress"],
    ["none", "complete", 2003],
    ["none", "claim", 2003],
    ["running", "take", 2002],
    ["running", "complete", "completed"],
    ["running", "claim", 2003],
    ["expired", "take", "in_progress"],
    ["expired", "complete", 2003],
    ["expired", "claim", 2003],
    ["completed", "take", 2002],
    ["completed", "complete", 2002],
    ["completed", "claim", "reward_claimed"],
    ["claimed", "take", 2002],
    ["claimed", "complete", 2002],
    ["claimed", "claim", 2002],
  ];
  it.each(table)("%s, then %s → %s", (start, step, expected) => {
    expect(run(storeAt(start).store, step)).toBe(expected);
  });

  it("gives a taken task a deadline of take time + limit, expired from the deadline on", () => {
    const { store, now } = storeAt("running");
    expect(store.standing(USER, TASK)).toEqual({ status: "in_progress", expiry: { takeTime: now(), expired: false, deadline: now() + LIMIT } });
    expect(storeAt("expired").store.standing(USER, TASK).expiry?.expired).toBe(true);
    expect(storeAt("completed").store.standing(USER, TASK).expiry?.expired).toBe(false);
  });

  it("shows a signed-out reader and other players nothing taken", () => {
    const { store } = storeAt("claimed");
    expect(store.standing(null, TASK)).toEqual({ status: "not_taken", expiry: null });
    expect(store.standing(USER + 1, TASK)).toEqual({ status: "not_taken", expiry: null });
  });

  it("expires a running task on request by moving its clock, keeping its length", () => {
    const { store, now } = storeAt("running");
    expect(store.expire(USER, TASK).expiry).toEqual({ takeTime: now() - LIMIT, expired: true, deadline: now() });
    expect(() => storeAt("completed").store.expire(USER, TASK)).toThrow(DevFailure);
  });
});
