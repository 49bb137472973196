import { describe, expect, it } from "vitest";
import { matchesRoute } from "./route-pattern";

describe("matchesRoute", () => {
  it.each([
    ["/", "/", true],
    ["/", "/wallet", false],
    ["/wallet", "/wallet", true],
    ["/wallet", "/wallet/", true],
    ["/wallet", "/wallet?tab=coins#top", true],
    ["/wallet", "/wallet/gas", false],
    ["/profile/[xid]", "/profile/42", true],
    ["/profile/[xid]", "/profile", false],
    ["/profile/[xid]", "/profile/42/edit", false],
    ["/task/*", "/task", true],
    ["/task/*", "/task/details", true],
    ["/task/*", "/task/details/7", true],
    ["/task/*", "/tasks", false],
    ["followTask", "/task/followTask", true],
    ["followTask", "/followTask", true],
    ["followTask", "/followTask/x", false],
  ])("%s against %s is %s", (pattern, path, expected) => {
    expect(matchesRoute(pattern, path)).toBe(expected);
  });
});
