import { describe, expect, it } from "vitest";
import { outcomeOf } from "./record-status";

describe("outcomeOf", () => {
  it.each([
    ["success", "done"],
    ["COMPLETED", "done"],
    ["failed", "failed"],
    ["Rejected", "failed"],
    ["cancelled", "failed"],
    ["pending", "pending"],
    ["processing", "pending"],
    ["", "pending"],
  ])("%j → %s", (status, outcome) => {
    expect(outcomeOf(status)).toBe(outcome);
  });
});
