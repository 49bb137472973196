// Dialogs shown at most once per calendar day (SPEC 2 and 4: the PWA install dialog, the
// recharge-back dialog), remembered on the device.
import type { KeyValueStorage } from "./storage/adapter";

export const DAILY_KEYS = {
  pwaInstall: "pwa_install_shown_on",
  rechargeBack: "recharge_back_shown_on",
} as const;

export type DailyKey = (typeof DAILY_KEYS)[keyof typeof DAILY_KEYS];

/** The local calendar day of `now` as YYYY-MM-DD. */
export function calendarDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}

// Spec: not shown — whose calendar. Choice: the player's local day (the device's time zone).
export function wasShownToday(storage: KeyValueStorage, key: DailyKey, now: Date = new Date()): boolean {
  return storage.getItem(key) === calendarDay(now);
}

export function markShownToday(storage: KeyValueStorage, key: DailyKey, now: Date = new Date()): void {
  storage.setItem(key, calendarDay(now));
}
