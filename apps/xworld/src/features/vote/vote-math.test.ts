import { describe, expect, it } from "vitest";
import { stakeAfter, stakeSteps, voteShare } from "./vote-math";

describe("vote money rules", () => {
  it("asks for an approval only when the allowance is short", () => {
    expect(stakeSteps("0", 100_000_000n)).toEqual(["approve", "stake"]);
    expect(stakeSteps("99.99", 100_000_000n)).toEqual(["approve", "stake"]);
    expect(stakeSteps("100", 100_000_000n)).toEqual(["stake"]);
    expect(stakeSteps("500.00", 100_000_000n)).toEqual(["stake"]);
  });

  it("gives a project's part of all stakes, rounded down", () => {
    expect(voteShare("2500", "10000")).toBe("25");
    expect(voteShare("1", "3")).toBe("33.33");
    expect(voteShare("0.01", "10000")).toBe("0");
    expect(voteShare("5", "0")).toBe("0");
  });

  it("adds and removes stake exactly", () => {
    expect(stakeAfter("2000", 150_500_000n)).toBe("2150.5");
    expect(stakeAfter("2000", -2_000_000_000n)).toBe("0");
    expect(stakeAfter("0.1", -200_000n)).toBe("0");
  });
});
