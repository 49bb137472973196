import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import { PrizeWheel } from "./PrizeWheel";
import { PrizeWheelFace } from "./PrizeWheelFace";
import { wheelRotation } from "./wheel-geometry";

const SEGMENTS = [
  { id: 10, label: "A" },
  { id: 20, label: "B" },
  { id: 30, label: "C" },
  { id: 40, label: "D" },
];

function mockReducedMotion(reduced: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduced && query.includes("reduce"), media: query }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("wheelRotation", () => {
  it("puts the landing segment's centre under the top pointer", () => {
    expect(wheelRotation(0, 4, 0)).toBe(-45);
    expect(wheelRotation(2, 4, 1)).toBe(5 * 360 - 225);
    expect(((wheelRotation(3, 8, 2) % 360) + 360) % 360).toBe(360 - 3.5 * 45);
  });

  it("stays still without a landing segment", () => {
    expect(wheelRotation(-1, 4, 3)).toBe(0);
  });
});

describe("PrizeWheel", () => {
  it("turns to the prize it is given and settles after the animation", () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    const onSettled = vi.fn();
    render(<PrizeWheel label="Wheel" segments={SEGMENTS} landingId={30} spins={1} onSettled={onSettled} />);
    const disc = screen.getByTestId("prize-wheel-disc");
    expect(disc.style.transform).toBe(`rotate(${wheelRotation(2, 4, 1)}deg)`);
    expect(disc.dataset.landedId).toBe("30");
    act(() => vi.advanceTimersByTime(3_999));
    expect(onSettled).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it("settles at once when the player prefers reduced motion", () => {
    vi.useFakeTimers();
    mockReducedMotion(true);
    const onSettled = vi.fn();
    render(<PrizeWheel label="Wheel" segments={SEGMENTS} landingId={10} spins={1} onSettled={onSettled} />);
    act(() => vi.advanceTimersByTime(0));
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it("does not settle before the first spin", () => {
    vi.useFakeTimers();
    const onSettled = vi.fn();
    render(<PrizeWheel label="Wheel" segments={SEGMENTS} landingId={null} spins={0} onSettled={onSettled} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onSettled).not.toHaveBeenCalled();
    expect(screen.getByRole("img", { name: "Wheel" })).toBeTruthy();
  });

  it("draws at rest what its face draws, so a server-drawn wheel gives way to it unchanged", () => {
    const props = { label: "Wheel", segments: SEGMENTS, landingId: null, spins: 0 };
    const face = renderToString(<PrizeWheelFace {...props} />);
    expect(face).toContain('role="img"');
    expect(face).toContain("rotate(0deg)");
    expect(renderToString(<PrizeWheel {...props} onSettled={() => undefined} />)).toBe(face);
  });
});
