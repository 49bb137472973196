// What a player can do with a match and how it ended for them, as pure rules over the pvp answers.
import type { PvpMatch, PvpSide } from "@repo/api-client/endpoints/pvp";
import { floorToPlaces, fromUnits, mulDiv, unitsOf } from "@repo/app-shell/money/units";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";

export const PVP_PATHS = { lobby: "/pvp", detail: "/pvp/detail", admin: "/pvp/admin" } as const;

/** `/{locale}/pvp/detail?id=7` and the other pvp pages. */
export function pvpHref(locale: Locale, page: keyof typeof PVP_PATHS, matchId?: number): string {
  return withLocale(matchId === undefined ? PVP_PATHS[page] : `${PVP_PATHS[page]}?id=${matchId}`, locale);
}

/**
 * How the match stands for the viewer: joinable, waiting for players or for the host, or how it
 * ended (for a player: won, lost, refunded; for anyone else: settled or cancelled).
 */
export type MatchStanding = "joinable" | "waiting_players" | "waiting_result" | "won" | "lost" | "refunded" | "settled" | "cancelled";

export function matchStanding(match: Pick<PvpMatch, "status" | "my_side" | "my_result" | "is_host">): MatchStanding {
  if (match.my_result) return match.my_result;
  switch (match.status) {
    case "open":
      return match.my_side || match.is_host ? "waiting_players" : "joinable";
    case "full":
      return "waiting_result";
    case "settled":
      return "settled";
    case "cancelled":
      return "cancelled";
  }
}

/** The sides a viewer may take: free ones, while the match is open, unless they host or play in it. */
export function joinableSides(match: Pick<PvpMatch, "status" | "my_side" | "is_host" | "sides">): PvpSide[] {
  if (match.status !== "open" || match.my_side || match.is_host) return [];
  return match.sides.filter((side) => side.player === null).map((side) => side.side);
}

/** The match still changes (players join, the host settles): worth re-reading while it is on screen. */
export function isLive(match: Pick<PvpMatch, "status">): boolean {
  return match.status === "open" || match.status === "full";
}

/** The host may settle a full match and cancel one that is not closed. */
export function hostActions(match: Pick<PvpMatch, "status" | "is_host">): { settle: boolean; cancel: boolean } {
  if (!match.is_host) return { settle: false, cancel: false };
  return { settle: match.status === "full", cancel: match.status === "open" || match.status === "full" };
}

/**
 * What the winner of a match with this stake receives: both stakes less the fee (rounded down), then
 * rounded down to the coin's decimals. The server's rule; the host sees it before opening the match.
 */
export function winnerPayout(stake: string, feeBps: number, decimals: number): string {
  const pot = unitsOf(stake) * 2n;
  const fee = mulDiv(pot, BigInt(feeBps), 10_000n);
  return fromUnits(floorToPlaces(pot - fee, decimals));
}

/** "5" for 500 basis points, "2.5" for 250. */
export function percentOf(bps: number): string {
  return fromUnits(mulDiv(BigInt(bps), 10n ** 6n, 100n));
}

/** The pvp service's answer for a match that does not exist. */
export const MATCH_MISSING_CODE = 1002;

/** How often a running match is read again (players join, the host settles). */
export const LIVE_REFRESH_MS = 3_000;

/** The host's matches are read (or the host page rendered) again this often: players join them meanwhile. */
export const HOSTED_REFRESH_MS = 10_000;
