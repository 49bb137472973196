// Clearing a login (SPEC 4, 5) on its own, for code on every page (the API client's 1004 handler):
// the rest of the login rules (./rules.ts) load with a login or logout.
import { loginCookieAttributes } from "../storage/cookies";
import { COOKIE_NAMES, LOGIN_KEYS, STORAGE_KEYS } from "../storage/keys";
import { parseUserId, persisted } from "../storage/persisted";
import type { LoginEnvironment } from "./rules";

/** Clears the login from storage and cookies and resets the CPL-init flag. */
export function clearLogin({ storage, cookies, location }: LoginEnvironment): void {
  // The wallet password's verifier leaves with the login it belongs to.
  const userId = parseUserId(storage.getItem(STORAGE_KEYS.userId));
  if (userId !== null) persisted.walletPassword(userId).remove(storage);
  for (const key of LOGIN_KEYS) storage.removeItem(key);
  persisted.cplInit.remove(storage);
  const attributes = loginCookieAttributes(location);
  for (const name of [COOKIE_NAMES.userId, COOKIE_NAMES.secretKey, COOKIE_NAMES.userName, COOKIE_NAMES.loginType]) {
    cookies.remove(name, attributes);
    // A host-only cookie from an older build would survive a removal scoped to the parent domain.
    if (attributes.domain) cookies.remove(name, { ...attributes, domain: undefined });
  }
}
