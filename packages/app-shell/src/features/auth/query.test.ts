import { describe, expect, it } from "vitest";
import { pathWithQuery, queryValue } from "./query";

describe("queryValue", () => {
  it.each([
    [{ backUrl: "/en-US/profile" }, "/en-US/profile"],
    [{ backUrl: ["/first", "/second"] }, "/first"],
    [{ backUrl: "" }, null],
    [{}, null],
  ])("%o → %s", (query, expected) => {
    expect(queryValue(query, "backUrl")).toBe(expected);
  });
});

describe("pathWithQuery", () => {
  it("keeps every value, repeated ones too, encoded", () => {
    expect(pathWithQuery("/en-US/user/bind-phone", { backUrl: "/en-US/profile?x=1", from: ["a", "b"], empty: undefined })).toBe(
      "/en-US/user/bind-phone?backUrl=%2Fen-US%2Fprofile%3Fx%3D1&from=a&from=b",
    );
    expect(pathWithQuery("/en-US/user/verify", {})).toBe("/en-US/user/verify");
  });
});
