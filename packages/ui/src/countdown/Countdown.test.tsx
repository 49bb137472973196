import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { Countdown } from "./Countdown";
import { countdownParts } from "./use-countdown";

const START = Date.UTC(2026, 0, 1, 12, 0, 0);

describe("Countdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ticks down once a second and calls onEnd once at zero", () => {
    const onEnd = vi.fn();
    renderWithI18n(<Countdown target={START + 3000} onEnd={onEnd} label="Spin ends in" />);
    const timer = screen.getByRole("timer", { name: "Spin ends in" });
    expect(timer.textContent).toBe("00:00:03");
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe("00:00:02");
    act(() => vi.advanceTimersByTime(999));
    expect(timer.textContent).toBe("00:00:02");
    act(() => vi.advanceTimersByTime(1));
    expect(timer.textContent).toBe("00:00:01");
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe("00:00:00");
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("shows days when more than a day is left", () => {
    renderWithI18n(<Countdown target={new Date(START + 2 * 86_400_000 + 3_723_000)} />);
    expect(screen.getByRole("timer").textContent).toBe("2d 01:02:03");
  });

  it("ends at once for a target in the past", () => {
    const onEnd = vi.fn();
    renderWithI18n(<Countdown target={START - 10_000} onEnd={onEnd} />);
    expect(screen.getByRole("timer").textContent).toBe("00:00:00");
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("starts over with a new target", () => {
    const onEnd = vi.fn();
    const { rerender } = renderWithI18n(<Countdown target={START + 1000} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender(<Countdown target={START + 61_000} onEnd={onEnd} />);
    expect(screen.getByRole("timer").textContent).toBe("00:01:00");
    act(() => vi.advanceTimersByTime(60_000));
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it("renders custom content from the parts", () => {
    renderWithI18n(<Countdown target={START + 90_000}>{(parts) => `${parts.minutes} min ${parts.seconds} s`}</Countdown>);
    expect(screen.getByRole("timer").textContent).toBe("1 min 30 s");
  });
});

describe("countdownParts", () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true }],
    [-500, { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true }],
    [1, { days: 0, hours: 0, minutes: 0, seconds: 1, ended: false }],
    [59_001, { days: 0, hours: 0, minutes: 1, seconds: 0, ended: false }],
    [86_400_000, { days: 1, hours: 0, minutes: 0, seconds: 0, ended: false }],
  ])("%d ms", (ms, expected) => {
    expect(countdownParts(ms)).toMatchObject(expected);
  });
});
