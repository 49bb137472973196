// Which support bot link "Contact support" opens (spec sections 3 and 9): the player's own bot when
// the call answered with a usable link, otherwise the default bot with the start parameter
// `{user_id}_unable_create_appeal`.
import { isHttpUrl } from "@repo/api-client/url";

export const SUPPORT_APPEAL_START = "unable_create_appeal";

// Spec: not shown — the user id of a signed-out visitor in the start parameter. Choice: 0, the id
// every call of a signed-out visitor carries.
const GUEST_USER_ID = 0;

/** The default bot with the start parameter `{user_id}_unable_create_appeal`. */
export function defaultSupportLink(botUrl: string, userId: number | null): string {
  const url = new URL(botUrl);
  url.searchParams.set("start", `${userId ?? GUEST_USER_ID}_${SUPPORT_APPEAL_START}`);
  return url.toString();
}

/** Where the player's own support bot call is. */
export type SupportBotState =
  /** Not known yet whether anyone is signed in (app start is running). */
  | { status: "unknown" }
  | { status: "signed-out" }
  | { status: "loading" }
  | { status: "failed" }
  | { status: "loaded"; botLink: string };

export type SupportLink = { kind: "pending" } | { kind: "ready"; url: string; source: "player" | "default" };

export function supportLinkFor(bot: SupportBotState, fallback: { botUrl: string; userId: number | null }): SupportLink {
  switch (bot.status) {
    case "unknown":
    case "loading":
      return { kind: "pending" };
    case "signed-out":
      return { kind: "ready", url: defaultSupportLink(fallback.botUrl, null), source: "default" };
    case "failed":
      return { kind: "ready", url: defaultSupportLink(fallback.botUrl, fallback.userId), source: "default" };
    case "loaded":
      // Only http(s) addresses are opened; anything else falls back to the default bot.
      return isHttpUrl(bot.botLink)
        ? { kind: "ready", url: bot.botLink, source: "player" }
        : { kind: "ready", url: defaultSupportLink(fallback.botUrl, fallback.userId), source: "default" };
  }
}
