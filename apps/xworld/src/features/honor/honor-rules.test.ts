import type { Achievement } from "@repo/api-client/endpoints/honor";
import { describe, expect, it } from "vitest";
import { badgesOf, honorHref, sortAchievements } from "./honor-rules";

const item = (achievement_id: string, status: Achievement["status"], progress: number, goal: number, claimed_at: number | null = null): Achievement => ({
  achievement_id,
  title: achievement_id,
  how_to: "",
  icon: "",
  goal,
  progress,
  points: 10,
  status,
  claimed_at,
});

describe("honor rules", () => {
  it("puts what can be claimed first, then the closest to its goal, then the badges", () => {
    const sorted = sortAchievements([
      item("claimed", "claimed", 1, 1, 5),
      item("far", "in_progress", 1, 10),
      item("ready", "earned", 3, 3),
      item("close", "in_progress", 4, 5),
    ]);
    expect(sorted.map((entry) => entry.achievement_id)).toEqual(["ready", "close", "far", "claimed"]);
  });

  it("makes badges of the claimed achievements, oldest first", () => {
    const badges = badgesOf([item("b", "claimed", 1, 1, 20), item("x", "earned", 1, 1), item("a", "claimed", 1, 1, 10)]);
    expect(badges.map((entry) => entry.achievement_id)).toEqual(["a", "b"]);
  });

  it("links the honor pages", () => {
    expect(honorHref("en-US", "board")).toBe("/en-US/honor/board");
  });
});
