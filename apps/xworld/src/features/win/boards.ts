// The two boards of the bet game and their pages. Spec: the routes /win, /win/history, /win/money,
// /inbet, /inbet/money. Choice: one feature serves both (the same round engine on two boards); inbet
// has no history route in the spec, so its board page lists the player's bets itself.
import type { BitBoard } from "@repo/api-client/endpoints/bit-game";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";

/** The player's bets are listed this many a page (the history page's server read and the list's own). */
export const BET_PAGE_SIZE = 20;

/** The board is read again this often (other players' rounds roll on; a closed round shows its result). */
export const BOARD_REFRESH_MS = 5_000;

export const BOARD_PAGES: Readonly<Record<BitBoard, { board: string; money: string; history: string | null }>> = {
  win: { board: "/win", money: "/win/money", history: "/win/history" },
  inbet: { board: "/inbet", money: "/inbet/money", history: null },
};

export function boardHref(locale: Locale, board: BitBoard, page: "board" | "money" | "history"): string {
  return withLocale(BOARD_PAGES[board][page] ?? BOARD_PAGES[board].board, locale);
}
