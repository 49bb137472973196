import { renderWithI18n } from "@repo/ui/test/render";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RefreshingCountdown } from "./RefreshingCountdown";

const router = { refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NOW = 1_800_000_000_000;
beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

describe("RefreshingCountdown", () => {
  it("counts down to the moment and renders the page again on the server at zero, once", () => {
    renderWithI18n(<RefreshingCountdown endsAt={NOW / 1000 + 2} label="Ends in" />);
    expect(screen.getByRole("timer", { name: "Ends in" }).textContent).toBe("00:00:02");
    act(() => void vi.advanceTimersByTime(3_000));
    expect(router.refresh).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(3_000));
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("goes without a label of its own when the text around it names it", () => {
    renderWithI18n(<RefreshingCountdown endsAt={NOW / 1000 + 65} />);
    expect(screen.getByRole("timer").textContent).toBe("00:01:05");
    expect(screen.getByRole("timer").getAttribute("aria-label")).toBeNull();
  });

  it("shows minutes and seconds only when asked (a countdown under an hour)", () => {
    renderWithI18n(<RefreshingCountdown endsAt={NOW / 1000 + 125} label="Bets close in" minutes />);
    expect(screen.getByRole("timer", { name: "Bets close in" }).textContent).toBe("02:05");
  });
});
