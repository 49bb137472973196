import { describe, expect, it, vi } from "vitest";
import { oncePerKey } from "./once-per-key";

describe("oncePerKey", () => {
  it("loads a key once and hands every caller the same promise", async () => {
    const cached = oncePerKey<string>();
    const load = vi.fn(async () => "messages");
    const first = cached("vi-VN", load);
    expect(cached("vi-VN", load)).toBe(first);
    await expect(first).resolves.toBe("messages");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps keys apart", async () => {
    const cached = oncePerKey<string>();
    await expect(cached("a", async () => "A")).resolves.toBe("A");
    await expect(cached("b", async () => "B")).resolves.toBe("B");
  });

  it("forgets a load that failed, so the next call tries again", async () => {
    const cached = oncePerKey<string>();
    await expect(cached("k", () => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
    await expect(cached("k", async () => "back")).resolves.toBe("back");
    const load = vi.fn(async () => "again");
    await expect(cached("k", load)).resolves.toBe("back");
    expect(load).not.toHaveBeenCalled();
  });
});
