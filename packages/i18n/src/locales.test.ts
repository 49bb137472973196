import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, isLocale, LOCALES } from "./locales";

describe("locales", () => {
  it("lists the eleven locales of the spec with vi-VN as the default", () => {
    expect(LOCALES).toHaveLength(11);
    expect(DEFAULT_LOCALE).toBe("vi-VN");
  });

  it("recognises only exact locale tags", () => {
    expect(isLocale("ru-RU")).toBe(true);
    expect(isLocale("ru")).toBe(false);
    expect(isLocale("RU-ru")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
