// Work that can wait a moment but not until the browser is idle: it runs in a task of its own, so it does
// not lengthen the task that is running (a long task holds back the player's taps and the next frame).

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a new task: `scheduler.yield()` where the browser has it (that task goes first), else a 0 ms timer. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
