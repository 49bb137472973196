import { describe, expect, it } from "vitest";
import { DEFAULT_PHONE_COUNTRIES } from "@repo/ui/phone-input/countries";
import { PHONE_RULES, checkPhone, groupDigits, splitPhoneNumber } from "./phone-rules";

describe("checkPhone", () => {
  it.each([
    // prefix, typed, national number sent
    ["+84", "912345678", "912345678"],
    ["+84", "0912 345 678", "912345678"],
    ["+84", "389 123 456", "389123456"],
    ["+63", "0917 123 4567", "9171234567"],
    ["+62", "812-3456-7890", "81234567890"],
    ["+66", "0812345678", "812345678"],
    ["+60", "012-345 6789", "123456789"],
    ["+55", "(11) 91234-5678", "11912345678"],
    ["+52", "55 1234 5678", "5512345678"],
    ["+7", "8 912 345-67-89", "9123456789"],
    ["+7", "701 123 4567", "7011234567"],
    ["+998", "90 123 45 67", "901234567"],
    ["+994", "050 123 45 67", "501234567"],
    ["+86", "138 1234 5678", "13812345678"],
    ["+91", "98765 43210", "9876543210"],
    ["+1", "(201) 555-0123", "2015550123"],
    ["+44", "7700900123", "7700900123"],
  ])("%s %s is valid as %s", (dialCode, typed, national) => {
    expect(checkPhone(dialCode, typed)).toEqual({ ok: true, dialCode, national });
  });

  it.each([
    ["+84", "12345678", "912345678"],
    ["+84", "9123456789", "912345678"],
    ["+84", "212345678", "912345678"],
    ["+63", "8171234567", "9171234567"],
    ["+55", "1181234567", "11912345678"],
    ["+7", "5123456789", "9123456789"],
    ["+86", "12812345678", "13812345678"],
    ["+1", "1015550123", "2015550123"],
  ])("%s %s is refused with the example %s", (dialCode, typed, example) => {
    expect(checkPhone(dialCode, typed)).toEqual({ ok: false, problem: "invalid", example });
  });

  it("refuses a prefix without a rule only outside 6 to 12 digits, without an example", () => {
    expect(checkPhone("+44", "12345")).toEqual({ ok: false, problem: "invalid", example: null });
    expect(checkPhone("+44", "1234567890123")).toEqual({ ok: false, problem: "invalid", example: null });
  });

  it("says so when nothing was typed", () => {
    expect(checkPhone("+84", "")).toEqual({ ok: false, problem: "empty" });
    expect(checkPhone("+84", " - ")).toEqual({ ok: false, problem: "empty" });
  });

  it("has a rule for every prefix the picker offers, and each rule accepts its own example", () => {
    for (const { dialCode } of DEFAULT_PHONE_COUNTRIES) {
      const rule = PHONE_RULES[dialCode];
      expect(rule, dialCode).toBeDefined();
      expect(checkPhone(dialCode, rule?.example ?? "")).toMatchObject({ ok: true });
    }
  });
});

describe("splitPhoneNumber", () => {
  it.each([
    ["+84912345678", { dialCode: "+84", national: "912345678" }],
    ["+998901234567", { dialCode: "+998", national: "901234567" }],
    ["+79123456789", { dialCode: "+7", national: "9123456789" }],
    ["+1 201 555 0123", { dialCode: "+1", national: "2015550123" }],
    ["912345678", null],
    ["", null],
    ["+0123", null],
  ])("%s → %o", (input, expected) => {
    expect(splitPhoneNumber(input)).toEqual(expected);
  });
});

describe("groupDigits", () => {
  it.each([
    ["912345678", "912 345 678"],
    ["9171234567", "917 123 456 7"],
    ["12", "12"],
  ])("%s → %s", (input, expected) => {
    expect(groupDigits(input)).toBe(expected);
  });
});
