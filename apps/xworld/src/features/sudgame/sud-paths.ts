// The Sud game pages and the game id in their address.
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";

export function sudGameHref(locale: Locale, gameId?: string): string {
  return withLocale(gameId ? `/sudgame/${encodeURIComponent(gameId)}` : "/sudgame", locale);
}

/** A Sud game id from the address: digits only (the SDK's ids), else null. */
export function readSudGameId(value: string | undefined): string | null {
  return value !== undefined && /^\d{1,24}$/.test(value) ? value : null;
}
