// The player's invite: the code a friend can type and the link a friend opens, and how a landing URL
// names the inviter.
import { firstParam, readId, type SearchParams } from "../task/task-query";

/** The query parameter of the landing page that names the inviter (the "share uid" it stores). */
export const INVITER_PARAM = "uid";

/**
 * Spec: not shown — what an xworld invite code is. Choice: the player's user id. It is the share uid a
 * landing stores, and the Telegram host's start param carries it before the first underscore
 * ("10001_invite"), which is the part of a start param the spec reads.
 */
export const inviteCodeOf = (userId: number): string => String(userId);

/**
 * Spec: not shown — the web invite link. Choice: the short link `/r/<user id>` on this site, without a
 * locale so the friend lands in their own language; it leads to `/share/land?uid=<user id>`.
 */
export function webInviteLink(origin: string, userId: number): string {
  return `${origin.replace(/\/+$/, "")}/r/${inviteCodeOf(userId)}`;
}

/** The landing page of an invite (without the locale). */
export function landingPath(inviterId: number): string {
  return `/share/land?${new URLSearchParams({ [INVITER_PARAM]: String(inviterId) }).toString()}`;
}

/** The inviter named by a landing URL's query, or null when it names nobody (missing, not an id). */
export function readInviterId(search: SearchParams): number | null {
  return readId(firstParam(search, INVITER_PARAM));
}
