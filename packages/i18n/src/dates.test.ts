import { describe, expect, it } from "vitest";
import {
  countdownParts,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatTime,
  fromUnix,
  toDate,
  UNKNOWN_DATE,
} from "./dates";
import { type Locale } from "./locales";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

// 2026-01-31 17:05:09 UTC = 2026-02-01 00:05:09 in UTC+7.
const MOMENT = Date.UTC(2026, 0, 31, 17, 5, 9);

describe("fromUnix", () => {
  it.each([
    [1_769_879_109, MOMENT],
    [1_769_879_109_000, MOMENT],
    ["1769879109", MOMENT],
    ["1769879109000", MOMENT],
    [9_999_999_999, 9_999_999_999_000],
    [10_000_000_000, 10_000_000_000],
    [1_769_879_109.5, MOMENT + 500],
    [0, 0],
  ])("%s → %s ms", (value, ms) => {
    expect(fromUnix(value)?.getTime()).toBe(ms);
  });

  it.each([[-1], [Number.NaN], ["2026-01-31"], ["12abc"], [""], [null], [undefined]])("rejects %s", (value) => {
    expect(fromUnix(value)).toBeUndefined();
  });
});

describe("toDate", () => {
  it.each([
    [new Date(MOMENT), MOMENT],
    [1_769_879_109, MOMENT],
    ["2026-01-31T17:05:09Z", MOMENT],
  ])("%s", (value, ms) => {
    expect(toDate(value)?.getTime()).toBe(ms);
  });

  it.each([[new Date(Number.NaN)], ["soon"], [""], [null]])("rejects %s", (value) => {
    expect(toDate(value)).toBeUndefined();
  });
});

describe("formatDate / formatDateTime / formatTime in UTC+7 by default", () => {
  const cases: [Locale, string, string][] = [
    ["en-US", "02/01/2026", "02/01/2026, 00:05"],
    ["vi-VN", "01/02/2026", "00:05 01/02/2026"],
    ["pt-BR", "01/02/2026", "01/02/2026, 00:05"],
    ["th-TH", "01/02/2026", "01/02/2026 00:05"],
    ["ru-RU", "01.02.2026", "01.02.2026, 00:05"],
    ["zh-CN", "2026/02/01", "2026/02/01 00:05"],
    ["es-MX", "01/02/2026", "01/02/2026, 00:05"],
    ["ms-MY", "01/02/2026", "01/02/2026, 00:05"],
  ];
  it.each(cases)("%s: %s / %s", (locale, date, dateTime) => {
    expect(plain(formatDate(MOMENT, { locale }))).toBe(date);
    expect(plain(formatDateTime(MOMENT, { locale }))).toBe(dateTime);
  });

  it("uses the Gregorian year in th-TH, not the Buddhist era", () => {
    expect(formatDate(MOMENT, { locale: "th-TH" })).toContain("2026");
  });

  it("uses a 24-hour clock even where the locale would say PM", () => {
    const evening = Date.UTC(2026, 0, 31, 12, 30); // 19:30 in UTC+7
    expect(formatTime(evening, { locale: "en-US" })).toBe("19:30");
    expect(formatTime(evening, { locale: "es-MX", seconds: true })).toBe("19:30:00");
  });

  it("shows another zone when asked", () => {
    expect(formatDateTime(MOMENT, { locale: "en-US", timeZone: "UTC" })).toBe("01/31/2026, 17:05");
    expect(formatTime(MOMENT, { locale: "ru-RU", timeZone: "Europe/Moscow" })).toBe("20:05");
  });

  it("shows a dash pair for a date it cannot read", () => {
    expect(formatDate("not a date", { locale: "en-US" })).toBe(UNKNOWN_DATE);
  });
});

describe("countdown", () => {
  it.each([
    [0, "00:00:00"],
    [-5000, "00:00:00"],
    [Number.NaN, "00:00:00"],
    [1, "00:00:01"],
    [1500, "00:00:02"],
    [59_000, "00:00:59"],
    [3_723_000, "01:02:03"],
    [86_399_000, "23:59:59"],
    [86_400_000, "1d 00:00:00"],
    [2 * 86_400_000 + 3_723_000, "2d 01:02:03"],
  ])("%s ms → %s", (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });

  it.each([
    ["vi-VN", "2 ngày 01:02:03"],
    ["ru-RU", "2 д. 01:02:03"],
    ["zh-CN", "2天 01:02:03"],
  ] as const)("names days in %s", (locale, expected) => {
    expect(plain(formatCountdown(2 * 86_400_000 + 3_723_000, { locale }))).toBe(expected);
  });

  it("is done only at zero", () => {
    expect(countdownParts(1).done).toBe(false);
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });
});
