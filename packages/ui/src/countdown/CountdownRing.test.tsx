import { act, screen } from "@testing-library/react";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { CountdownRing, ringFraction } from "./CountdownRing";

const HOUR = 3_600_000;

describe("ringFraction", () => {
  it.each([
    [6 * HOUR, 24 * HOUR, 0.25],
    [0, 24 * HOUR, 0],
    [30 * HOUR, 24 * HOUR, 1],
    [-5, 24 * HOUR, 0],
    [5, 0, 0],
  ])("%d ms left of %d → %d", (left, period, fraction) => {
    expect(ringFraction(left, period)).toBe(fraction);
  });
});

describe("CountdownRing", () => {
  beforeEach(() => vi.useFakeTimers({ now: TEST_NOW }));
  afterEach(() => vi.useRealTimers());

  it("shows the time left, empties the ring and ticks once a second", () => {
    const onEnd = vi.fn();
    renderWithI18n(<CountdownRing target={TEST_NOW + 2000} periodMs={4000} label="Next free draw in" onEnd={onEnd} size={100} />);
    const timer = screen.getByRole("timer", { name: "Next free draw in" });
    expect(timer.textContent).toBe("00:00:02");
    const arc = screen.getByTestId("countdown-ring-arc");
    const circumference = Number(arc.getAttribute("stroke-dasharray"));
    expect(Number(arc.getAttribute("stroke-dashoffset"))).toBeCloseTo(circumference / 2);
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe("00:00:01");
    expect(Number(arc.getAttribute("stroke-dashoffset"))).toBeCloseTo(circumference * 0.75);
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe("00:00:00");
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
