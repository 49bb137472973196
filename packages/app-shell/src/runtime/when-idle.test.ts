import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(online);
  if (online) window.dispatchEvent(new Event("online"));
}

describe("whenIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once the browser is idle", () => {
    setOnline(true);
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("waits while offline and runs once after the device is back online", () => {
    setOnline(false);
    const run = vi.fn();
    whenIdle(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    setOnline(true);
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("online"));
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("does not run when cancelled, offline or waiting for idle", () => {
    setOnline(false);
    const offline = vi.fn();
    whenIdle(offline)();
    setOnline(true);
    const idle = vi.fn();
    whenIdle(idle)();
    vi.runAllTimers();
    expect(offline).not.toHaveBeenCalled();
    expect(idle).not.toHaveBeenCalled();
  });
});
