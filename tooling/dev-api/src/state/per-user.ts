// Per-user records created on first use. Their seeded parts come from a PRNG of (seed, user id),
// so they do not depend on the order in which users first call.
import { createRandom, type Random } from "../prng";

export function userRandom(seed: number, userId: number, salt: number): Random {
  return createRandom((seed ^ Math.imul(userId, 2_654_435_761) ^ Math.imul(salt, 40_503)) >>> 0);
}

export class PerUser<T> {
  private readonly records = new Map<number, T>();
  constructor(private readonly create: (userId: number) => T) {}

  of(userId: number): T {
    let record = this.records.get(userId);
    if (record === undefined) {
      record = this.create(userId);
      this.records.set(userId, record);
    }
    return record;
  }

  entries(): [number, T][] {
    return [...this.records.entries()];
  }
}
