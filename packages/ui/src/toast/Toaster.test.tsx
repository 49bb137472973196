import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { createToastStore } from "./toast-store";
import { Toaster } from "./Toaster";

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows what is pushed from outside React and hides it after 5 s", () => {
    const store = createToastStore();
    renderWithI18n(<Toaster store={store} />);
    act(() => {
      store.show("Copied to clipboard");
      store.show("Copied to clipboard");
    });
    expect(screen.getAllByRole("status").map((toast) => toast.textContent)).toEqual(["Copied to clipboard"]);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("announces errors as alerts", () => {
    const store = createToastStore();
    renderWithI18n(<Toaster store={store} />);
    act(() => {
      store.show("Network error: 502", { tone: "error" });
    });
    expect(screen.getByRole("alert").textContent).toBe("Network error: 502");
  });
});
