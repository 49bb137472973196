import { describe, expect, it } from "vitest";
import { reloadCounter, sessionExpiredAction } from "./session-expired";
import { createMemoryStorage } from "./storage/adapter";

describe("sessionExpiredAction", () => {
  it.each([
    ["web", 0, "logout"],
    ["native", 5, "logout"],
    ["page-model", 0, "logout"],
    ["luckybear-web", 0, "logout"],
    ["telegram", 0, "reload"],
    ["telegram", 2, "reload"],
    ["telegram", 3, "account-abnormal"],
    ["telegram", 9, "account-abnormal"],
  ] as const)("%s after %i reloads → %s", (platform, reloads, kind) => {
    expect(sessionExpiredAction(platform, reloads).kind).toBe(kind);
  });
});

describe("reloadCounter", () => {
  it("counts per storage, tolerates garbage and resets", () => {
    const storage = createMemoryStorage({ session_expired_reloads: "abc" });
    expect(reloadCounter.read(storage)).toBe(0);
    expect(reloadCounter.increment(storage)).toBe(1);
    expect(reloadCounter.increment(storage)).toBe(2);
    reloadCounter.reset(storage);
    expect(reloadCounter.read(storage)).toBe(0);
  });
});
