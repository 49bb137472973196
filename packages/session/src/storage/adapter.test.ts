import { beforeEach, describe, expect, it, vi } from "vitest";
import { createLocalStorage, createMemoryStorage, withWriteThrough } from "./adapter";

describe("createMemoryStorage", () => {
  it("reads what was written and forgets what was removed", () => {
    const storage = createMemoryStorage({ a: "1" });
    storage.setItem("b", "2");
    storage.removeItem("a");
    expect(storage.getItem("a")).toBeNull();
    expect(storage.getItem("b")).toBe("2");
    expect(storage.snapshot()).toEqual({ b: "2" });
  });
});

describe("createLocalStorage", () => {
  beforeEach(() => localStorage.clear());

  it("writes through to window.localStorage", () => {
    createLocalStorage().setItem("k", "v");
    expect(localStorage.getItem("k")).toBe("v");
  });

  it("keeps the value in memory when the quota is full", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const storage = createLocalStorage();
    expect(() => storage.setItem("k", "v")).not.toThrow();
    expect(storage.getItem("k")).toBe("v");
  });

  it("falls back to memory when localStorage cannot be reached", () => {
    vi.stubGlobal("localStorage", undefined);
    const storage = createLocalStorage();
    storage.setItem("k", "v");
    expect(storage.getItem("k")).toBe("v");
  });
});

describe("withWriteThrough", () => {
  it("mirrors writes and removals, reads locally, survives a failing mirror", async () => {
    const local = createMemoryStorage();
    const set = vi.fn().mockRejectedValue(new Error("host gone"));
    const remove = vi.fn();
    const storage = withWriteThrough(local, { set, remove });
    storage.setItem("k", "v");
    storage.removeItem("x");
    await Promise.resolve();
    expect(local.getItem("k")).toBe("v");
    expect(set).toHaveBeenCalledWith("k", "v");
    expect(remove).toHaveBeenCalledWith("x");
  });
});
