// Tests never read the machine's clock or time zone (see README): they start from TEST_NOW and move
// the clock on purpose. 03:00 UTC keeps every zone from UTC-12 to UTC+14 at least three hours away
// from midnight, so nothing a test does on "today" crosses a calendar day, wherever it runs.
export const TEST_NOW = Date.UTC(2026, 5, 15, 3, 0, 0);

/** A clock that stands still until the test moves it. Pass `now` wherever code takes a clock. */
export function createTestClock(start = TEST_NOW) {
  let current = start;
  return {
    now: () => current,
    seconds: () => Math.floor(current / 1000),
    date: () => new Date(current),
    advance(ms) {
      current += ms;
      return current;
    },
    set(ms) {
      current = ms;
      return current;
    },
  };
}
