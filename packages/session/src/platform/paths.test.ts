import { describe, expect, it } from "vitest";
import { homePath, localePath } from "./paths";

describe("localePath", () => {
  it.each([
    ["/wallet", "/vi-VN/wallet"],
    ["wallet", "/vi-VN/wallet"],
    ["/", "/vi-VN"],
    ["/?tab=1", "/vi-VN?tab=1"],
    ["/task/details?taskId=1&from=list", "/vi-VN/task/details?taskId=1&from=list"],
    ["/en-US/wallet", "/en-US/wallet"],
    ["/en-US", "/en-US"],
    ["/xx-YY/wallet", "/vi-VN/xx-YY/wallet"],
  ])("%s → %s", (path, expected) => {
    expect(localePath(path, "vi-VN")).toBe(expected);
  });
});

describe("homePath", () => {
  it("is the locale root for xworld and /luckybear for luckybear", () => {
    expect(homePath("xworld", "th-TH")).toBe("/th-TH");
    expect(homePath("luckybear", "th-TH")).toBe("/th-TH/luckybear");
  });
});
