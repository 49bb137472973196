import { describe, expect, it } from "vitest";
import { checkEmailForm, checkNewPassword } from "./email-rules";

describe("checkEmailForm", () => {
  it.each([
    ["player@dev.invalid", "devpass123", {}],
    ["  Player@Example.com ", "12345678", {}],
    ["", "devpass123", { email: "empty" }],
    ["player", "devpass123", { email: "invalid" }],
    ["player@dev", "devpass123", { email: "invalid" }],
    ["pla yer@dev.invalid", "devpass123", { email: "invalid" }],
    ["player@dev.invalid", "", { password: "empty" }],
    ["player@dev.invalid", "1234567", { password: "short" }],
    ["", "", { email: "empty", password: "empty" }],
  ])("%s / %s → %o", (email, password, problems) => {
    expect(checkEmailForm(email, password)).toEqual(problems);
  });
});

describe("checkNewPassword", () => {
  it.each([
    ["", "empty"],
    ["short", "short"],
    ["long enough", null],
  ])("%s → %s", (password, problem) => {
    expect(checkNewPassword(password)).toBe(problem);
  });
});
