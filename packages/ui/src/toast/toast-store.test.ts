import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore } from "./toast-store";

const messages = (store: ReturnType<typeof createToastStore>) => store.getSnapshot().map((toast) => toast.message);

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hides a toast 5000 ms after it appears", () => {
    const store = createToastStore();
    store.show("Copied");
    vi.advanceTimersByTime(4999);
    expect(messages(store)).toEqual(["Copied"]);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it("never shows the same message twice at once", () => {
    const store = createToastStore();
    const first = store.show("Network error: timeout");
    vi.advanceTimersByTime(1000);
    const second = store.show("Network error: timeout");
    expect(second).toBe(first);
    expect(messages(store)).toEqual(["Network error: timeout"]);
    // The original timer still decides: no extension by the duplicate.
    vi.advanceTimersByTime(4000);
    expect(messages(store)).toEqual([]);
  });

  it("shows the same message again once the first has gone", () => {
    const store = createToastStore();
    store.show("Saved");
    vi.advanceTimersByTime(5000);
    store.show("Saved");
    expect(messages(store)).toEqual(["Saved"]);
  });

  it("stacks different messages, each with its own timer", () => {
    const store = createToastStore();
    store.show("One");
    vi.advanceTimersByTime(2000);
    store.show("Two", { tone: "error" });
    expect(store.getSnapshot().map((toast) => [toast.message, toast.tone])).toEqual([
      ["One", "info"],
      ["Two", "error"],
    ]);
    vi.advanceTimersByTime(3000);
    expect(messages(store)).toEqual(["Two"]);
  });

  it("can be dismissed early", () => {
    const store = createToastStore();
    const id = store.show("Bye");
    store.dismiss(id);
    expect(messages(store)).toEqual([]);
  });
});
