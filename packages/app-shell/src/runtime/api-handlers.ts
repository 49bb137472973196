// Where the app goes when the API asks for verification or a phone (spec section 8, codes 1010 and
// 1012). Pure; the runtime performs them. (1004 needs no destination: the runtime signs the player
// out, and AppStart's route guard sends them to login when the page they are on needs one.)
export type ApiCodeAction = { kind: "navigate"; href: string };

function withQuery(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** 1010: log in again with verification. */
export function onVerifyRequiredAction(locale: string, currentPath: string): ApiCodeAction {
  return { kind: "navigate", href: withQuery(`/${locale}/user/login`, { verify: "true", backUrl: currentPath }) };
}

/** 1012: bind a phone first, then come back. */
export function onBindPhoneRequiredAction(locale: string, currentPath: string): ApiCodeAction {
  return { kind: "navigate", href: withQuery(`/${locale}/user/bind-phone`, { backUrl: currentPath }) };
}
