// What a player can still do in a battle, and the battle pages' links.
import type { Battle } from "@repo/api-client/endpoints/battle";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";

export const BATTLE_PATHS = { battle: "/battle", rank: "/battle/rank", record: "/battle/record" } as const;

export function battleHref(locale: Locale, page: keyof typeof BATTLE_PATHS): string {
  return withLocale(BATTLE_PATHS[page], locale);
}

export function entriesLeft(battle: Pick<Battle, "max_entries" | "my_entries">): number {
  return Math.max(0, battle.max_entries - battle.my_entries);
}

/** Why the player cannot enter now, or null when they can. At the end the page reads the next battle. */
export function entryBlock(battle: Pick<Battle, "status" | "max_entries" | "my_entries">): "ended" | "no_entries" | null {
  if (battle.status !== "running") return "ended";
  return entriesLeft(battle) === 0 ? "no_entries" : null;
}
