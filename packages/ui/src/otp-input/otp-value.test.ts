import { describe, expect, it } from "vitest";
import { eraseAt, sanitizeCode, writeAt } from "./otp-value";

describe("writeAt", () => {
  it.each([
    ["", 0, "1", { code: "1", focus: 1 }],
    ["12", 2, "3", { code: "123", focus: 3 }],
    ["123", 1, "9", { code: "193", focus: 2 }],
    ["", 4, "5", { code: "5", focus: 1 }],
    ["", 0, "123456", { code: "123456", focus: 5 }],
    ["12", 2, "34 56 78", { code: "123456", focus: 5 }],
    ["12345", 5, "6", { code: "123456", focus: 5 }],
    ["12", 2, "ab", { code: "12", focus: 2 }],
  ])("%j at %i with %j", (code, index, input, expected) => {
    expect(writeAt(code, index, input, 6)).toEqual(expected);
  });
});

describe("eraseAt", () => {
  it.each([
    ["123", 3, { code: "12", focus: 2 }],
    ["123", 1, { code: "13", focus: 1 }],
    ["123456", 5, { code: "12345", focus: 5 }],
    ["", 0, { code: "", focus: 0 }],
    ["1", 0, { code: "", focus: 0 }],
  ])("%j at %i", (code, index, expected) => {
    expect(eraseAt(code, index)).toEqual(expected);
  });
});

describe("sanitizeCode", () => {
  it("keeps the first digits up to the length", () => {
    expect(sanitizeCode("Code: 12-34-567", 6)).toBe("123456");
  });
});
