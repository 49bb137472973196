// @vitest-environment node
import { BusinessError, NetworkError } from "@repo/api-client/errors";
import { describe, expect, it } from "vitest";
import { checkGiftCode, giftCodeFromLink, normalizeGiftCode, redeemRefusalOf } from "./gift-code-check";

const request = { service: "lucky-bear", method: "POST", path: "/lucky_bear/receive_gift_code", url: "http://x/lucky_bear/receive_gift_code" } as const;

describe("gift code form", () => {
  const table: [string, string, ReturnType<typeof checkGiftCode>][] = [
    ["welcome2024", "WELCOME2024", null],
    ["  WEL COME 2024 ", "WELCOME2024", null],
    ["lucky-bear-1", "LUCKY-BEAR-1", null],
    ["", "", "empty"],
    ["   ", "", "empty"],
    ["abc", "ABC", "format"],
    ["A".repeat(33), "A".repeat(33), "format"],
    ["gift!", "GIFT!", "format"],
    ["код2024", "КОД2024", "format"],
  ];
  it.each(table)("%j reads as %j (%s)", (raw, code, problem) => {
    expect(normalizeGiftCode(raw)).toBe(code);
    expect(checkGiftCode(normalizeGiftCode(raw))).toBe(problem);
  });

  it("takes a code from a link only when it is well formed", () => {
    expect(giftCodeFromLink("welcome2024")).toBe("WELCOME2024");
    expect(giftCodeFromLink("<script>")).toBeNull();
    expect(giftCodeFromLink(null)).toBeNull();
  });
});

describe("redeemRefusalOf", () => {
  it.each([
    [new BusinessError(request, 1002, "This gift code does not exist"), "unknown"],
    [new BusinessError(request, 2002, "You have already redeemed this gift code"), "used"],
    [new BusinessError(request, 2003, "This gift code has expired"), "expired"],
    [new BusinessError(request, 5000, "Internal error"), null],
    [new NetworkError(request, new TypeError("fetch failed")), null],
    [new Error("boom"), null],
  ] as const)("%s → %s", (error, refusal) => expect(redeemRefusalOf(error)).toBe(refusal));
});
