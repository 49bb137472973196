// Where the app goes when the API asks for verification or a phone (spec section 8, codes 1010 and
// 1012). Pure; the runtime performs them. (1004 needs no destination: the runtime signs the player
// out, and AppStart's route guard sends them to login when the page they are on needs one.)
import { stripLocale } from "@repo/i18n/resolve";

export type ApiCodeAction = { kind: "navigate"; href: string };

const LOGIN_PATH = "/user/login";
const BIND_PHONE_PATH = "/user/bind-phone";

function withQuery(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** True when `currentPath` (with its query) is already the page `path`, whatever its locale. */
function isOn(path: string, currentPath: string): boolean {
  const bare = stripLocale(currentPath).split(/[?#]/, 1)[0];
  return bare === path || bare === `${path}/`;
}

// Spec: not shown — what happens when a call made on the login or bind-phone page itself answers the
// code that leads there. Choice: stay (the page shows its own error) instead of opening the same page
// again with itself as the way back, which nested backUrls without end.

/** 1010: log in again with verification; null on the login page itself. */
export function onVerifyRequiredAction(locale: string, currentPath: string): ApiCodeAction | null {
  if (isOn(LOGIN_PATH, currentPath)) return null;
  return { kind: "navigate", href: withQuery(`/${locale}${LOGIN_PATH}`, { verify: "true", backUrl: currentPath }) };
}

/** 1012: bind a phone first, then come back; null on the bind-phone page itself. */
export function onBindPhoneRequiredAction(locale: string, currentPath: string): ApiCodeAction | null {
  if (isOn(BIND_PHONE_PATH, currentPath)) return null;
  return { kind: "navigate", href: withQuery(`/${locale}${BIND_PHONE_PATH}`, { backUrl: currentPath }) };
}
