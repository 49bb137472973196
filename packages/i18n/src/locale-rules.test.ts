import { describe, expect, it } from "vitest";
import { countryOfLocale, LOCALE_RULES } from "./locale-rules";
import { LOCALES } from "./locales";

describe("locale rules", () => {
  it.each([
    ["en-US", "us"],
    ["vi-VN", "vn"],
    ["pt-BR", "br"],
    ["id-ID", "id"],
    ["th-TH", "th"],
    ["ms-MY", "my"],
    ["ru-RU", "ru"],
    ["es-MX", "mx"],
    ["zh-CN", "cn"],
    ["uz-UZ", "uz"],
    ["az-AZ", "az"],
  ] as const)("%s is played in %s", (locale, country) => {
    expect(countryOfLocale(locale)).toBe(country);
  });

  it("gives ru-RU whole numbers without suffixes and every other locale 2 decimals with suffixes", () => {
    for (const locale of LOCALES) {
      const russian = locale === "ru-RU";
      expect(LOCALE_RULES[locale]).toMatchObject({ amountDecimals: russian ? 0 : 2, compactAmounts: !russian });
    }
  });
});
