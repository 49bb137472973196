import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useOneAtATime } from "./one-at-a-time";

function deferred() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe("useOneAtATime", () => {
  it("starts one task for two taps in the same frame and is busy until it settles", async () => {
    const { result } = renderHook(() => useOneAtATime());
    const first = deferred();
    const task = vi.fn(() => first.promise);
    act(() => {
      result.current.run(task);
      result.current.run(task);
    });
    expect(task).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await act(async () => first.resolve());
    expect(result.current.busy).toBe(false);
    const second = vi.fn(() => Promise.resolve());
    await act(async () => result.current.run(second));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("takes a tap again after a task failed", async () => {
    const { result } = renderHook(() => useOneAtATime());
    const failing = deferred();
    act(() => result.current.run(() => failing.promise));
    await act(async () => failing.reject(new Error("offline")));
    expect(result.current.busy).toBe(false);
    const next = vi.fn(() => Promise.resolve());
    await act(async () => result.current.run(next));
    expect(next).toHaveBeenCalledTimes(1);
  });
});
