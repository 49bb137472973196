import { describe, expect, it } from "vitest";
import { createAttemptKeys, randomKey } from "./attempt-key";
import { BusinessError, TimeoutError } from "./errors";

const REQUEST = { service: "wallet", method: "POST", path: "/wallet/offchain_swap", url: "http://api.test/svc/wallet/wallet/offchain_swap" } as const;

describe("attempt keys", () => {
  it("keeps the key while the same request is retried, and makes a new one once it settles", () => {
    let next = 0;
    const keys = createAttemptKeys(() => `key-${(next += 1)}`);
    const request = { coin_name: "USDT", amount: "10", chain: "TRON" };
    expect(keys.keyFor(request)).toBe("key-1");
    expect(keys.keyFor({ ...request })).toBe("key-1");
    keys.settle();
    expect(keys.keyFor(request)).toBe("key-2");
  });

  it("a changed request is a new attempt", () => {
    let next = 0;
    const keys = createAttemptKeys(() => `key-${(next += 1)}`);
    expect(keys.keyFor({ amount: "10" })).toBe("key-1");
    expect(keys.keyFor({ amount: "11" })).toBe("key-2");
    expect(keys.keyFor({ amount: "10" })).toBe("key-3");
  });

  it("keeps the key after an unknown outcome and drops it after the server's refusal", () => {
    let next = 0;
    const keys = createAttemptKeys(() => `key-${(next += 1)}`);
    keys.keyFor({ amount: "10" });
    keys.failed(new TimeoutError(REQUEST, 15_000));
    expect(keys.keyFor({ amount: "10" })).toBe("key-1");
    keys.failed(new BusinessError(REQUEST, 2001, "Insufficient balance"));
    expect(keys.keyFor({ amount: "10" })).toBe("key-2");
  });

  it("makes keys the server accepts, different each time", () => {
    const made = new Set(Array.from({ length: 20 }, randomKey));
    expect(made.size).toBe(20);
    for (const key of made) expect(key).toMatch(/^[\w-]{8,64}$/);
  });
});
