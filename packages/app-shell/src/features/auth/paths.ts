// The auth routes of both apps (under the locale prefix), with their query.

export const AUTH_PATHS = {
  login: "/user/login",
  loginHome: "/user/login-home",
  verify: "/user/verify",
  bindPhone: "/user/bind-phone",
  setting: "/user/setting",
  oauthCallback: "/user/fb-login-feedback",
} as const;

export type AuthRoute = keyof typeof AUTH_PATHS;

/** `/{locale}{path}?{query}`, leaving out empty query values. */
export function authHref(locale: string, route: AuthRoute, query: Record<string, string | null | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return `/${locale}${AUTH_PATHS[route]}${search ? `?${search}` : ""}`;
}
