// The casino invite a landing carried (`?invite=LB10001`, or an agent link's `?invite=AG10001-5`), kept
// for the casino registration that follows a sign-up. First touch: a later invite link does not replace it.
import type { KeyValueStorage } from "@repo/session/storage/adapter";

/** The query parameter of the casino's invite links (invite_summary's `invite_link`, agent links). */
export const INVITE_QUERY = "invite";

const INVITE_CODE_KEY = "lb_invite_code";

// Spec: not shown — the form of an invite code. Choice: 2 to 40 letters, digits, hyphens or underscores
// (the dev API's are "LB<user id>" and "AG<user id>-<link id>"); anything else in the address is ignored.
const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{2,40}$/;

/** The invite code of a page's query string, or null when it has none or a malformed one. */
export function inviteCodeFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get(INVITE_QUERY)?.trim() ?? "";
  return INVITE_CODE_PATTERN.test(code) ? code : null;
}

/** Keeps a landing's code unless one is kept already; returns the code kept now. */
export function keepInviteCode(storage: KeyValueStorage, code: string | null): string | null {
  const kept = storedInviteCode(storage);
  if (kept === null && code !== null) {
    storage.setItem(INVITE_CODE_KEY, code);
    return code;
  }
  return kept;
}

export function storedInviteCode(storage: KeyValueStorage): string | null {
  const code = storage.getItem(INVITE_CODE_KEY);
  return code !== null && INVITE_CODE_PATTERN.test(code) ? code : null;
}

/** Drops a code the server did not know. */
export function forgetInviteCode(storage: KeyValueStorage): void {
  storage.removeItem(INVITE_CODE_KEY);
}
