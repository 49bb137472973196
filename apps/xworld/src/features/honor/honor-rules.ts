// How the honor page orders achievements and which of them are badges.
import type { Achievement, AchievementStatus } from "@repo/api-client/endpoints/honor";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";

export const HONOR_PATHS = { honor: "/honor", board: "/honor/board" } as const;

export function honorHref(locale: Locale, page: keyof typeof HONOR_PATHS): string {
  return withLocale(HONOR_PATHS[page], locale);
}

const ORDER: readonly AchievementStatus[] = ["earned", "in_progress", "claimed"];

/** Ready to claim first, then the ones in progress (closest to the goal first), then the claimed ones. */
export function sortAchievements(list: readonly Achievement[]): Achievement[] {
  return [...list].sort(
    (a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status) || b.progress / b.goal - a.progress / a.goal,
  );
}

/** The player's badges: the claimed achievements, in the order they were claimed. */
export function badgesOf(list: readonly Achievement[]): Achievement[] {
  return list.filter((item) => item.status === "claimed").sort((a, b) => (a.claimed_at ?? 0) - (b.claimed_at ?? 0));
}
