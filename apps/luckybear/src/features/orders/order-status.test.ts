import { describe, expect, it } from "vitest";
import { isFinalOutcome, orderOutcome } from "./order-status";

describe("orderOutcome", () => {
  it.each([
    ["success", "paid"],
    ["PAID", "paid"],
    ["pending", "pending"],
    [" processing ", "pending"],
    ["cancelled", "cancelled"],
    ["expired", "cancelled"],
    ["failed", "failed"],
    ["rejected", "failed"],
    ["something-new", "pending"],
  ] as const)("%j → %s", (status, outcome) => {
    expect(orderOutcome(status)).toBe(outcome);
  });

  it("only pending orders are still waiting", () => {
    expect((["paid", "pending", "cancelled", "failed"] as const).filter((outcome) => !isFinalOutcome(outcome))).toEqual(["pending"]);
  });
});
