import { describe, expect, it } from "vitest";
import { type DecimalString, toDecimal, writeDecimal } from "./decimal";
import { formatAmount, formatCount, UNKNOWN_AMOUNT } from "./format-amount";
import { LOCALE_RULES } from "./locale-rules";
import { type Locale, LOCALES } from "./locales";

// Intl puts narrow no-break spaces in ru-RU/uz-UZ grouping; tests spell them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatAmount: thresholds and suffixes", () => {
  it.each([
    [0, "0.00"],
    [1234.5, "1,234.50"],
    [89_999_999.99, "89,999,999.99"],
    [90_000_000, "90,000K"],
    [123_456_789, "123,456.78K"],
    [99_999_999_999.99, "99,999,999.99K"],
    [1e11, "100,000M"],
    [123_456_789_012_345, "123,456.78B"],
    [99_999_999_999_999, "99,999,999.99M"],
    [1e14, "100,000B"],
    [-95_000_000, "-95,000K"],
    ["987654321098765432109.87", "987,654,321,098.76B"],
  ])("en-US %s → %s", (value, expected) => {
    expect(formatAmount(value, { locale: "en-US" })).toBe(expected);
  });
});

describe("formatAmount: decimals", () => {
  it.each([
    [12.345, "en-US", "12.34"],
    [12, "en-US", "12.00"],
    [0.5, "en-US", "0.50"],
    [0.01, "en-US", "0.01"],
    [0.009999999, "en-US", "0.00999"],
    [0.00123, "en-US", "0.00123"],
    [0.005, "en-US", "0.005"],
    [-0.0042, "en-US", "-0.0042"],
    [0.000000123, "en-US", "0.00"],
    [-0.000000123, "en-US", "0.00"],
    ["0.00001", "vi-VN", "0,00001"],
    [1234.99, "ru-RU", "1 234"],
    [1, "ru-RU", "1"],
    [0.5, "ru-RU", "0,50"],
    [0.004, "ru-RU", "0,004"],
  ] as const)("%s in %s → %s", (value, locale, expected) => {
    expect(plain(formatAmount(value, { locale }))).toBe(expected);
  });

  it("takes explicit decimals", () => {
    expect(formatAmount(12.3456, { locale: "en-US", decimals: 4 })).toBe("12.3456");
    expect(formatAmount(12.9, { locale: "en-US", decimals: 0 })).toBe("12");
    expect(formatAmount(123_456_789.123, { locale: "en-US", decimals: 3 })).toBe("123,456.789K");
  });
});

describe("formatAmount: grouping per locale", () => {
  const cases: [Locale, string, string][] = [
    ["en-US", "1,234,567.89", "90,000K"],
    ["vi-VN", "1.234.567,89", "90.000K"],
    ["id-ID", "1.234.567,89", "90.000K"],
    ["pt-BR", "1.234.567,89", "90.000K"],
    ["th-TH", "1,234,567.89", "90,000K"],
    ["ms-MY", "1,234,567.89", "90,000K"],
    ["es-MX", "1,234,567.89", "90,000K"],
    ["zh-CN", "1,234,567.89", "90,000K"],
    ["uz-UZ", "1 234 567,89", "90 000K"],
    ["az-AZ", "1.234.567,89", "90.000K"],
    ["ru-RU", "1 234 567", "90 000 000"],
  ];
  it.each(cases)("%s: %s and %s", (locale, small, large) => {
    expect(plain(formatAmount("1234567.891", { locale }))).toBe(small);
    expect(plain(formatAmount(90_000_000, { locale }))).toBe(large);
  });

  it("never compacts for ru-RU, however large", () => {
    expect(plain(formatAmount("123456789012345", { locale: "ru-RU" }))).toBe("123 456 789 012 345");
  });

  it("can be told not to compact", () => {
    expect(formatAmount(90_000_000, { locale: "en-US", compact: false })).toBe("90,000,000.00");
  });
});

describe("formatAmount: input", () => {
  it("keeps every digit of a string amount", () => {
    expect(formatAmount("12345678.987654321", { locale: "en-US" })).toBe("12,345,678.98");
    // As a double this would be 0.01.
    expect(formatAmount("0.009999999999999999999", { locale: "en-US" })).toBe("0.00999");
  });

  it.each([[Number.NaN], ["abc"], [""], [null], [undefined], ["1,5"]])("shows %s as unknown", (value) => {
    expect(formatAmount(value, { locale: "en-US" })).toBe(UNKNOWN_AMOUNT);
  });
});

describe("amounts are written as Intl writes them, without setting it up", () => {
  // A fixed set of amounts (a seeded generator: the same on every run), signs, tiny and huge values.
  let seed = 20261127;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join("");
  const values: DecimalString[] = ["0", "1", "-1", "999", "1000", "-1000", "0.001", "-0.0000001", "100000000000000000000000.5"];
  for (let i = 0; i < 120; i++) {
    const value = toDecimal(`${next() < 0.3 ? "-" : ""}${digits(1 + Math.floor(next() * 14))}.${digits(Math.floor(next() * 9))}`);
    if (value) values.push(value);
  }
  const ranges = [
    [2, 2],
    [0, 2],
    [2, 5],
    [0, 0],
    [0, 3],
  ] as const;

  it.each(LOCALES)("in %s", (locale) => {
    for (const [min, max] of ranges) {
      const intl = new Intl.NumberFormat(locale, {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
        roundingMode: "trunc",
        signDisplay: "negative",
        numberingSystem: "latn",
      });
      for (const value of values) {
        // Intl takes decimal strings exactly.
        expect(writeDecimal(value, LOCALE_RULES[locale].separators, min, max), `${value} ${min}-${max}`).toBe(intl.format(value));
      }
    }
  });
});

describe("formatCount", () => {
  it.each(LOCALES)("writes whole counts in %s as Intl does", (locale) => {
    for (const value of [0, 7, 999, 1000, 12_345, 9_876_543, -4321]) expect(formatCount(value, locale)).toBe(new Intl.NumberFormat(locale).format(value));
  });

  it("drops a fraction", () => {
    expect(formatCount(1234.9, "en-US")).toBe("1,234");
  });
});
