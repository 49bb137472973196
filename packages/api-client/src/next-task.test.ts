import { afterEach, describe, expect, it, vi } from "vitest";
import { nextTask } from "./next-task";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("nextTask", () => {
  it("resolves on a timer, not in the current task, where the browser has no scheduler.yield", async () => {
    vi.stubGlobal("scheduler", undefined);
    vi.useFakeTimers();
    let resolved = false;
    void nextTask().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it("uses scheduler.yield where the browser has it", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
