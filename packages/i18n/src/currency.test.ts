import { describe, expect, it } from "vitest";
import { currencyForCountry, currencySymbol, formatMoney, isSupportedCurrency, SUPPORTED_CURRENCIES } from "./currency";
import { UNKNOWN_AMOUNT } from "./format-amount";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("currencyForCountry", () => {
  it.each([
    ["ru", "RUB"],
    ["ph", "RUB"],
    ["uz", "UZS"],
    ["kz", "KZT"],
    ["az", "AZN"],
    ["VN", "VND"],
    [" br ", "BRL"],
    ["th", "THB"],
    ["id", "IDR"],
    ["my", "MYR"],
    ["mx", "MXN"],
    ["fr", undefined],
    ["", undefined],
    [null, undefined],
  ])("%s → %s", (country, expected) => {
    expect(currencyForCountry(country)).toBe(expected);
  });
});

describe("isSupportedCurrency", () => {
  it.each(SUPPORTED_CURRENCIES.map((code) => [code]))("%s is in the pool", (code) => {
    expect(isSupportedCurrency(code)).toBe(true);
  });

  it.each([["USD"], ["UZS"], ["KZT"], ["AZN"], ["vnd"], [""], [undefined], [1]])("%s is not", (code) => {
    expect(isSupportedCurrency(code)).toBe(false);
  });
});

describe("formatMoney", () => {
  it.each([
    [1234.5, "vi-VN", "VND", "1.234 ₫"],
    [1234.5, "en-US", "VND", "₫1,234"],
    [1234.5, "pt-BR", "BRL", "R$ 1.234,50"],
    [1234.5, "th-TH", "THB", "฿1,234.50"],
    [1234.5, "id-ID", "IDR", "Rp 1.234"],
    [1234.5, "ms-MY", "MYR", "RM 1,234.50"],
    [1234.99, "ru-RU", "RUB", "1 234 ₽"],
    [1234.5, "es-MX", "MXN", "$1,234.50"],
    [1234.5, "uz-UZ", "UZS", "1 234,50 soʻm"],
    [95_000_000, "vi-VN", "VND", "95.000K ₫"],
    [-12.5, "pt-BR", "BRL", "-R$ 12,50"],
    [-12.5, "ru-RU", "RUB", "-12 ₽"],
  ] as const)("%s in %s %s → %s", (value, locale, currency, expected) => {
    expect(plain(formatMoney(value, { locale, currency }))).toBe(expected);
  });

  it("passes unknown amounts through", () => {
    expect(formatMoney("n/a", { locale: "vi-VN", currency: "VND" })).toBe(UNKNOWN_AMOUNT);
  });

  it("names the sign of a currency", () => {
    expect(currencySymbol("RUB", "ru-RU")).toBe("₽");
    expect(currencySymbol("MYR", "ms-MY")).toBe("RM");
  });
});
