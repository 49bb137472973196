// Where login starts (SPEC 4 "Login redirect"): the way to the login screen, carrying the page to come
// back to. Its own module, apart from the checks of login-redirect.ts, because every page with a
// sign-in link loads it.
import type { PlatformKind } from "./types";

/** How to reach login: the native app's own login (bridge `appLogin`), or a page of this app. */
export type LoginEntry = { kind: "native-login"; backUrl: string } | { kind: "push"; href: string };

export const LOGIN_PATH = "/user/login";
export const LOGIN_HOME_PATH = "/user/login-home";

function withLocale(path: string, locale: string | undefined): string {
  return locale ? `/${locale}${path}` : path;
}

/**
 * The way to the login screen, carrying `backUrl` (the page to return to): the native app logs in
 * itself; page-model uses login-home; everything else /user/login.
 */
export function buildLoginUrl(input: { platform: PlatformKind; backUrl: string; locale?: string }): LoginEntry {
  if (input.platform === "native") return { kind: "native-login", backUrl: input.backUrl };
  const path = input.platform === "page-model" ? LOGIN_HOME_PATH : LOGIN_PATH;
  const query = input.backUrl ? `?${new URLSearchParams({ backUrl: input.backUrl }).toString()}` : "";
  return { kind: "push", href: `${withLocale(path, input.locale)}${query}` };
}
