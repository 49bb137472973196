import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSnackbarStore, SNACKBAR_ENTER_MS, SNACKBAR_EXIT_MS } from "./snackbar-store";

const phases = (store: ReturnType<typeof createSnackbarStore>) =>
  store.getSnapshot().map((item) => `${item.message}:${item.phase}`);

describe("snackbar store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("walks one snackbar through shown, entered, closing and gone", () => {
    const store = createSnackbarStore({ autoHideMs: 3000 });
    store.enqueue("Saved");
    expect(phases(store)).toEqual(["Saved:shown"]);
    vi.advanceTimersByTime(SNACKBAR_ENTER_MS);
    expect(phases(store)).toEqual(["Saved:entered"]);
    vi.advanceTimersByTime(2999);
    expect(phases(store)).toEqual(["Saved:entered"]);
    vi.advanceTimersByTime(1);
    expect(phases(store)).toEqual(["Saved:closing"]);
    vi.advanceTimersByTime(SNACKBAR_EXIT_MS);
    expect(phases(store)).toEqual([]);
  });

  it("shows at most one at a time and queues the rest in order", () => {
    const store = createSnackbarStore({ autoHideMs: 1000 });
    store.enqueue("A");
    store.enqueue("B");
    store.enqueue("C");
    expect(phases(store)).toEqual(["A:shown", "B:queued", "C:queued"]);
    vi.advanceTimersByTime(SNACKBAR_ENTER_MS + 1000);
    expect(phases(store)).toEqual(["A:closing", "B:queued", "C:queued"]);
    vi.advanceTimersByTime(SNACKBAR_EXIT_MS);
    expect(phases(store)).toEqual(["B:shown", "C:queued"]);
    vi.advanceTimersByTime(SNACKBAR_ENTER_MS + 1000 + SNACKBAR_EXIT_MS);
    expect(phases(store)).toEqual(["C:shown"]);
  });

  it("allows more on screen when configured", () => {
    const store = createSnackbarStore({ maxVisible: 3 });
    ["A", "B", "C", "D"].forEach((message) => store.enqueue(message));
    expect(phases(store)).toEqual(["A:shown", "B:shown", "C:shown", "D:queued"]);
  });

  it("closes on request: a queued one disappears at once, a shown one animates out", () => {
    const store = createSnackbarStore();
    const a = store.enqueue("A");
    const b = store.enqueue("B");
    store.close(b);
    expect(phases(store)).toEqual(["A:shown"]);
    store.close(a);
    expect(phases(store)).toEqual(["A:closing"]);
    vi.advanceTimersByTime(SNACKBAR_EXIT_MS);
    expect(phases(store)).toEqual([]);
  });

  it("keeps a persistent snackbar until it is closed", () => {
    const store = createSnackbarStore({ autoHideMs: 1000 });
    const id = store.enqueue("Update ready", { autoHideMs: null, action: { label: "Reload", onAction: () => {} } });
    vi.advanceTimersByTime(60_000);
    expect(phases(store)).toEqual(["Update ready:entered"]);
    store.close(id);
    vi.advanceTimersByTime(SNACKBAR_EXIT_MS);
    expect(phases(store)).toEqual([]);
  });

  it("tells subscribers about every change and stops when they unsubscribe", () => {
    const store = createSnackbarStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.enqueue("A");
    expect(listener).toHaveBeenCalled();
    listener.mockClear();
    unsubscribe();
    store.enqueue("B");
    expect(listener).not.toHaveBeenCalled();
  });
});
