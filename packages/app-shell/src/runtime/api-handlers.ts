// What the app does when the API reports the catalogue's special codes (spec section 8). Pure decisions
// over the current location; the runtime performs them.
import type { PlatformKind } from "@repo/session/types";
import { sessionExpiredAction } from "@repo/session/session-expired";

export type ApiCodeAction =
  | { kind: "navigate"; href: string }
  | { kind: "reload" }
  | { kind: "account-abnormal" };

function withQuery(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** 1004: log out, then the login page with a way back; the Telegram mini app reloads first (at most 3 times). */
export function onSessionExpiredAction(input: {
  platform: PlatformKind;
  reloadsSoFar: number;
  locale: string;
  currentPath: string;
  loginPath: string;
}): ApiCodeAction {
  const action = sessionExpiredAction(input.platform, input.reloadsSoFar);
  if (action.kind === "reload") return { kind: "reload" };
  if (action.kind === "account-abnormal") return { kind: "account-abnormal" };
  return { kind: "navigate", href: withQuery(`/${input.locale}${input.loginPath}`, { backUrl: input.currentPath }) };
}

/** 1010: log in again with verification. */
export function onVerifyRequiredAction(locale: string, currentPath: string): ApiCodeAction {
  return { kind: "navigate", href: withQuery(`/${locale}/user/login`, { verify: "true", backUrl: currentPath }) };
}

/** 1012: bind a phone first, then come back. */
export function onBindPhoneRequiredAction(locale: string, currentPath: string): ApiCodeAction {
  return { kind: "navigate", href: withQuery(`/${locale}/user/bind-phone`, { backUrl: currentPath }) };
}
