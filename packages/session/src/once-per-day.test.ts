import { describe, expect, it } from "vitest";
import { calendarDay, DAILY_KEYS, markShownToday, wasShownToday } from "./once-per-day";
import { createMemoryStorage } from "./storage/adapter";

describe("once per calendar day", () => {
  it("formats the local day", () => {
    expect(calendarDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });

  it("is shown once a day and again the next day", () => {
    const storage = createMemoryStorage();
    const morning = new Date(2026, 10, 21, 8, 0);
    const evening = new Date(2026, 10, 21, 22, 0);
    const tomorrow = new Date(2026, 10, 22, 0, 1);
    expect(wasShownToday(storage, DAILY_KEYS.pwaInstall, morning)).toBe(false);
    markShownToday(storage, DAILY_KEYS.pwaInstall, morning);
    expect(wasShownToday(storage, DAILY_KEYS.pwaInstall, evening)).toBe(true);
    expect(wasShownToday(storage, DAILY_KEYS.pwaInstall, tomorrow)).toBe(false);
    expect(wasShownToday(storage, DAILY_KEYS.rechargeBack, evening)).toBe(false);
  });

  it("treats a garbage entry as not shown", () => {
    const storage = createMemoryStorage({ [DAILY_KEYS.pwaInstall]: "yesterday-ish" });
    expect(wasShownToday(storage, DAILY_KEYS.pwaInstall)).toBe(false);
  });
});
