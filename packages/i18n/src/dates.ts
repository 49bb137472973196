// Dates, times and countdowns. Spec 9: "time zone tag 7" (UTC+7, the product's home time zone, used
// for event and server times), "Unix time of 10 digits is seconds", "countdown tick 1000 ms".
import { DATE_TIME_DEFAULTS } from "./locale-rules";
import { type Locale } from "./locales";

/** UTC+7 as an IANA zone (POSIX-style names invert the sign). Fixed offset, no daylight saving. */
export const DISPLAY_TIME_ZONE = "Etc/GMT-7";
export const DISPLAY_TIME_ZONE_LABEL = "UTC+7";

/** What a player sees for a date the app could not read. */
export const UNKNOWN_DATE = "--";

export type DateInput = Date | number | string | null | undefined;

/**
 * A Unix timestamp as a Date: up to ten integer digits are seconds (1700000000), more are
 * milliseconds (1700000000000). Accepts numeric strings. Undefined for anything else.
 */
export function fromUnix(value: number | string | null | undefined): Date | undefined {
  const number = typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number) || number < 0) return undefined;
  const integerDigits = Math.trunc(number).toString().length;
  return new Date(integerDigits <= 10 ? number * 1000 : number);
}

/** Any date the API or the app hands over: a Date, a Unix time (s or ms) or an ISO string. */
export function toDate(value: DateInput): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  const unix = fromUnix(value);
  if (unix) return unix;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

export type DateFormatOptions = {
  locale: Locale;
  /** IANA zone; default UTC+7. Pass the browser's zone to show the player's local time. */
  timeZone?: string;
  /** Show seconds in times; default off. */
  seconds?: boolean;
};

const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...DATE_TIME_DEFAULTS, ...options });
    formats.set(key, format);
  }
  return format;
}

const DATE_PARTS = { year: "numeric", month: "2-digit", day: "2-digit" } as const;

function timeParts(seconds: boolean | undefined): Intl.DateTimeFormatOptions {
  return { hour: "2-digit", minute: "2-digit", ...(seconds ? { second: "2-digit" } : {}) };
}

function format(value: DateInput, { locale, timeZone }: DateFormatOptions, parts: Intl.DateTimeFormatOptions) {
  const date = toDate(value);
  if (!date) return UNKNOWN_DATE;
  return dateTimeFormat(locale, { ...parts, timeZone: timeZone ?? DISPLAY_TIME_ZONE }).format(date);
}

/** "21/11/2026" (vi-VN), "11/21/2026" (en-US), "2026/11/21" (zh-CN), "21.11.2026" (ru-RU). */
export function formatDate(value: DateInput, options: DateFormatOptions): string {
  return format(value, options, DATE_PARTS);
}

/** "14:05" or with seconds "14:05:09", 24-hour in every locale. */
export function formatTime(value: DateInput, options: DateFormatOptions): string {
  return format(value, options, timeParts(options.seconds));
}

/** Date and time in the locale's order: "14:05 21/11/2026" (vi-VN), "11/21/2026, 14:05" (en-US). */
export function formatDateTime(value: DateInput, options: DateFormatOptions): string {
  return format(value, options, { ...DATE_PARTS, ...timeParts(options.seconds) });
}

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number; done: boolean };

/**
 * Remaining time split into units. Spec: not shown — partial seconds count up (1.5 s left shows
 * 00:00:02), so 00:00:00 appears only once the time is over; negative time is over.
 */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * "01:02:03"; from 24 hours on the days come first in the locale's short unit:
 * "2d 01:02:03" (en-US), "2 ngày 01:02:03" (vi-VN), "2天 01:02:03" (zh-CN).
 */
export function formatCountdown(remainingMs: number, options: { locale?: Locale } = {}): string {
  const { days, hours, minutes, seconds } = countdownParts(remainingMs);
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  if (days === 0) return clock;
  const dayText = new Intl.NumberFormat(options.locale ?? "en-US", {
    style: "unit",
    unit: "day",
    unitDisplay: "narrow",
    numberingSystem: "latn",
  }).format(days);
  return `${dayText} ${clock}`;
}
