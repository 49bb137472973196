/** 2026-06-15 03:00 UTC: the instant every test starts from. */
export declare const TEST_NOW: number;

export interface TestClock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Whole seconds since the epoch (the API's unix times). */
  seconds(): number;
  date(): Date;
  advance(ms: number): number;
  set(ms: number): number;
}

export declare function createTestClock(start?: number): TestClock;
