import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { createSnackbarStore, SNACKBAR_ENTER_MS, SNACKBAR_EXIT_MS } from "./snackbar-store";
import { SnackbarHost } from "./SnackbarHost";

describe("SnackbarHost", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows one snackbar at a time with its phase, the next after the first closes", () => {
    const store = createSnackbarStore({ autoHideMs: 1000 });
    renderWithI18n(<SnackbarHost store={store} />);
    act(() => {
      store.enqueue("First");
      store.enqueue("Second");
    });
    expect(screen.getAllByRole("status").map((bar) => [bar.textContent, bar.dataset.phase])).toEqual([["First", "shown"]]);
    act(() => vi.advanceTimersByTime(SNACKBAR_ENTER_MS));
    expect(screen.getByRole("status").dataset.phase).toBe("entered");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("status").dataset.phase).toBe("closing");
    act(() => vi.advanceTimersByTime(SNACKBAR_EXIT_MS));
    expect(screen.getByRole("status").textContent).toContain("Second");
  });

  it("runs the action and closes", async () => {
    const onAction = vi.fn();
    const store = createSnackbarStore();
    renderWithI18n(<SnackbarHost store={store} />);
    act(() => {
      store.enqueue("Pet fed", { action: { label: "Undo", onAction } });
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status").dataset.phase).toBe("closing");
  });
});
