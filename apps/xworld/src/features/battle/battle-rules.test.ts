import { describe, expect, it } from "vitest";
import { battleHref, entriesLeft, entryBlock } from "./battle-rules";

describe("battle rules", () => {
  it("counts the entries a player has left", () => {
    expect(entriesLeft({ max_entries: 5, my_entries: 0 })).toBe(5);
    expect(entriesLeft({ max_entries: 5, my_entries: 5 })).toBe(0);
    expect(entriesLeft({ max_entries: 5, my_entries: 7 })).toBe(0);
  });

  it("lets a player enter a running battle with entries left", () => {
    const running = { status: "running" as const, max_entries: 5, my_entries: 2 };
    expect(entryBlock(running)).toBeNull();
    expect(entryBlock({ ...running, status: "ended" })).toBe("ended");
    expect(entryBlock({ ...running, my_entries: 5 })).toBe("no_entries");
  });

  it("links the battle pages", () => {
    expect(battleHref("en-US", "rank")).toBe("/en-US/battle/rank");
  });
});
