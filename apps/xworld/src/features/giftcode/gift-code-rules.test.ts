// @vitest-environment node
import { describe, expect, it } from "vitest";
import { giftCodeSharePath, redeemPath } from "./gift-code-rules";

describe("xworld gift code paths", () => {
  it("builds the redeem and share paths", () => {
    expect(redeemPath("WELCOME2024")).toBe("/giftcode?code=WELCOME2024");
    expect(redeemPath(null)).toBe("/giftcode");
    expect(giftCodeSharePath("WELCOME2024")).toBe("/giftcode/share?code=WELCOME2024");
    expect(giftCodeSharePath(null)).toBe("/giftcode/share");
  });
});
