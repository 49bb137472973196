import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import {
  countryForPhonePrefix,
  countryName,
  DEFAULT_PHONE_PREFIX,
  flagEmoji,
  PHONE_COUNTRIES,
  phoneCountryOptions,
  phonePrefixForCountry,
  phonePrefixForLocale,
  toInternationalPhone,
} from "./phone";

describe("phonePrefixForCountry", () => {
  it.each([
    ["vn", "+84"],
    ["ph", "+63"],
    ["br", "+55"],
    ["th", "+66"],
    ["id", "+62"],
    ["my", "+60"],
    ["ru", "+7"],
    ["mx", "+52"],
    ["cn", "+86"],
    ["uz", "+998"],
    ["az", "+994"],
    ["kz", "+7"],
    ["us", "+1"],
    ["VN", "+84"],
    ["zz", "+84"],
    ["", "+84"],
    [null, "+84"],
  ])("%s → %s", (country, prefix) => {
    expect(phonePrefixForCountry(country)).toBe(prefix);
  });

  it("defaults to +84", () => {
    expect(DEFAULT_PHONE_PREFIX).toBe("+84");
  });
});

describe("phonePrefixForLocale", () => {
  it.each([
    ["vi-VN", "+84"],
    ["pt-BR", "+55"],
    ["ru-RU", "+7"],
    ["es-MX", "+52"],
    ["uz-UZ", "+998"],
    ["en-US", "+1"],
  ] as const)("%s → %s", (locale, prefix) => {
    expect(phonePrefixForLocale(locale)).toBe(prefix);
  });
});

describe("country list", () => {
  it("has one entry per country with a +digits prefix and a flag", () => {
    const codes = PHONE_COUNTRIES.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of PHONE_COUNTRIES) {
      expect(entry.prefix).toMatch(/^\+\d{1,4}$/);
      expect(entry.flag).toBe(flagEmoji(entry.code));
    }
  });

  it.each([
    ["vn", "🇻🇳"],
    ["BR", "🇧🇷"],
    ["usa", ""],
    ["", ""],
  ])("flag of %s is %s", (code, flag) => {
    expect(flagEmoji(code)).toBe(flag);
  });

  it.each([
    ["+84", "vn"],
    ["84", "vn"],
    ["+7", "ru"],
    ["+998", "uz"],
    ["+999", undefined],
    ["", undefined],
  ])("prefix %s belongs to %s", (prefix, code) => {
    expect(countryForPhonePrefix(prefix)?.code).toBe(code);
  });

  it("names countries in the player's language", () => {
    expect(countryName("vn", "ru-RU")).toBe("Вьетнам");
    expect(countryName("br", "pt-BR")).toBe("Brasil");
  });

  it.each(LOCALES.map((locale) => [locale]))("puts the country of %s first, the rest by name", (locale) => {
    const options = phoneCountryOptions(locale);
    expect(options).toHaveLength(PHONE_COUNTRIES.length);
    expect(options[0]?.prefix).toBe(phonePrefixForLocale(locale));
    const rest = options.slice(1).map((option) => option.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator(locale).compare));
  });
});

describe("toInternationalPhone", () => {
  it.each([
    ["+84", "0912 345 678", "+84912345678"],
    ["84", "912-345-678", "+84912345678"],
    ["+7", "(916) 123-45-67", "+79161234567"],
    ["+55", "011 98765-4321", "+5511987654321"],
  ])("%s %s → %s", (prefix, national, expected) => {
    expect(toInternationalPhone(prefix, national)).toBe(expected);
  });
});
