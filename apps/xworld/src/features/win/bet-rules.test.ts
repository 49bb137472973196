import { describe, expect, it } from "vitest";
import { betExceedsBalance, checkBet, countdownTarget, drawParts, potentialWin, quickAmounts, roundPhase } from "./bet-rules";

const round = { round_id: 30_000_000, starts_at: 1_800_000_000, locks_at: 1_800_000_050, ends_at: 1_800_000_060, status: "betting" as const };
const win = { decimals: 6, min_bet: "0.10", max_bet: "100.00" };
const inbet = { decimals: 2, min_bet: "10.00", max_bet: "5000.00" };

describe("round phases", () => {
  it("takes bets until the lock, then waits for the draw, then for its result", () => {
    expect(roundPhase(round, 1_800_000_000_000)).toBe("betting");
    expect(roundPhase(round, 1_800_000_049_999)).toBe("betting");
    expect(roundPhase(round, 1_800_000_050_000)).toBe("locked");
    expect(roundPhase(round, 1_800_000_060_000)).toBe("drawing");
    expect(roundPhase({ ...round, status: "locked" }, 1_800_000_000_000)).toBe("locked");
    expect(roundPhase({ ...round, status: "settled" }, 1_800_000_000_000)).toBe("drawing");
  });

  it("without a clock, follows the round's status as the server answered it", () => {
    expect(roundPhase(round, null)).toBe("betting");
    expect(roundPhase({ ...round, status: "locked" }, null)).toBe("locked");
    expect(roundPhase({ ...round, status: "settled" }, null)).toBe("drawing");
  });

  it("counts down to the lock while betting and to the draw after", () => {
    expect(countdownTarget(round, "betting")).toBe(1_800_000_050_000);
    expect(countdownTarget(round, "locked")).toBe(1_800_000_060_000);
  });
});

describe("bet amounts", () => {
  it.each([
    ["", win, "empty"],
    ["abc", win, "invalid"],
    ["0", win, "zero"],
    ["0.05", win, "below_min"],
    ["100.01", win, "above_max"],
    ["10.001", inbet, "too_many_decimals"],
    ["9.99", inbet, "below_min"],
  ])("%j is refused (%s)", (text, limits, problem) => {
    const check = checkBet(text, limits);
    expect(check.ok ? null : check.problem.kind).toBe(problem);
  });

  it("accepts an amount within the limits, a comma for the point included", () => {
    expect(checkBet("0,5", win)).toMatchObject({ ok: true, amount: "0.5" });
    expect(checkBet("5000", inbet)).toMatchObject({ ok: true, units: 5_000_000_000n });
  });

  it("compares with the game balance exactly; a guest has none to compare", () => {
    expect(betExceedsBalance(10_000_001n, "10.00")).toBe(true);
    expect(betExceedsBalance(10_000_000n, "10.00")).toBe(false);
    expect(betExceedsBalance(10_000_000n, null)).toBe(false);
  });

  it("offers 1, 5, 10 and 50 times the minimum, up to the maximum", () => {
    expect(quickAmounts(win)).toEqual(["0.1", "0.5", "1", "5"]);
    expect(quickAmounts({ min_bet: "10", max_bet: "200" })).toEqual(["10", "50", "100"]);
  });
});

describe("potential win", () => {
  it("is amount × odds rounded down to the coin's decimals", () => {
    expect(potentialWin("0.1", "1.95", 6)).toBe("0.195");
    expect(potentialWin("33.333333", "1.95", 6)).toBe("64.999999");
    expect(potentialWin("10.01", "1.95", 2)).toBe("19.51");
    expect(potentialWin("2", "8", 6)).toBe("16");
  });
});

describe("draws", () => {
  it("reads cards as faces and dice with their total", () => {
    expect(drawParts("win", [1, 13])).toEqual({ faces: ["A", "K"], total: null });
    expect(drawParts("win", [10, 12])).toEqual({ faces: ["10", "Q"], total: null });
    expect(drawParts("inbet", [3, 4, 6])).toEqual({ faces: ["3", "4", "6"], total: 13 });
  });
});
