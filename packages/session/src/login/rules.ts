// Login and logout storage rules (SPEC 4, 5): pure decisions plus the writes they lead to.
import { type KeyValueStorage } from "../storage/adapter";
import { loginCookieAttributes, type CookieJar, type PageLocation } from "../storage/cookies";
import { COOKIE_NAMES } from "../storage/keys";
import { isUsableSecretKey, parseUserId, persisted, readCredentials } from "../storage/persisted";
import { LOGIN_TYPE_MARKER, type Brand, type Credentials, type PlatformKind } from "../types";
import { clearLogin } from "./clear";

/** What a login response hands over; ids may arrive as numeric strings. */
export interface LoginInput {
  userId: number | string | null | undefined;
  secretKey: string | null | undefined;
  userName?: string | null;
}

/** The login input of a login answer's fields (a login call's or the native host's). */
export function loginInputOf(answer: { user_id: number | string; user_secret_key: string; username?: string | null }): LoginInput {
  return { userId: answer.user_id, secretKey: answer.user_secret_key, userName: answer.username };
}

/**
 * The credentials to store for a login, or null when nothing may be stored: a user id that is not a
 * positive integer, or a key that is empty, "null" or "undefined" (SPEC 5).
 */
export function toCredentials(input: LoginInput): Credentials | null {
  const userId = parseUserId(input.userId);
  if (userId == null || !isUsableSecretKey(input.secretKey)) return null;
  return { userId, secretKey: input.secretKey, userName: input.userName ?? "", loginType: LOGIN_TYPE_MARKER };
}

/** Logged in means a stored user id above 0 and a secret key present (SPEC 4). */
export function isLoggedIn(storage: KeyValueStorage): boolean {
  return readCredentials(storage) != null;
}

export interface LoginEnvironment {
  storage: KeyValueStorage;
  cookies: CookieJar;
  location: PageLocation;
}

/** The cookies a login writes beside local storage (name, value), which a signed-in page's server reads. */
export function loginCookieValues(credentials: Credentials): [string, string][] {
  return [
    [COOKIE_NAMES.userId, String(credentials.userId)],
    [COOKIE_NAMES.secretKey, credentials.secretKey],
    [COOKIE_NAMES.userName, credentials.userName],
    [COOKIE_NAMES.loginType, credentials.loginType],
  ];
}

/**
 * Stores a login in local storage and cookies, then tells the native app (`notifyNative`, e.g. the
 * platform's `notifyLogin`). Returns the stored credentials, or null when the rules refused the input,
 * in which case nothing was written and nobody was told.
 */
export async function storeLogin(
  environment: LoginEnvironment & { notifyNative?: (credentials: Credentials) => void | Promise<void> },
  input: LoginInput,
): Promise<Credentials | null> {
  const credentials = toCredentials(input);
  if (!credentials) return null;
  const { storage, cookies, location } = environment;
  persisted.userId.write(storage, credentials.userId);
  persisted.secretKey.write(storage, credentials.secretKey);
  persisted.userName.write(storage, credentials.userName);
  persisted.loginType.write(storage, credentials.loginType);
  const attributes = loginCookieAttributes(location);
  for (const [name, value] of loginCookieValues(credentials)) cookies.set(name, value, attributes);
  if (environment.notifyNative) {
    try {
      await environment.notifyNative(credentials);
    } catch {
      // Spec: not shown — the host not acknowledging a login does not undo it on the web side.
    }
  }
  return credentials;
}

export { clearLogin };

export type LogoutDestination = { kind: "native-home" } | { kind: "navigate"; href: string };

/**
 * Where a player goes after logout: the native app's home scheme inside the app, /{locale}/luckybear on
 * the luckybear brand, login-home on the web.
 */
export function logoutDestination(kind: PlatformKind, brand: Brand, locale: string): LogoutDestination {
  if (kind === "native") return { kind: "native-home" };
  if (brand === "luckybear" || kind === "luckybear-web") return { kind: "navigate", href: `/${locale}/luckybear` };
  // Spec: not shown — in the Telegram mini app the player is never sent to a login page; the home page
  // logs in again from the launch parameters.
  if (kind === "telegram") return { kind: "navigate", href: `/${locale}` };
  return { kind: "navigate", href: `/${locale}/user/login-home` };
}

/** Logout as SPEC 4 describes it: clear, then let the platform take the player to its destination. */
export async function performLogout(
  environment: LoginEnvironment & { platform: { logout(): Promise<void> } },
): Promise<void> {
  clearLogin(environment);
  await environment.platform.logout();
}

/**
 * The credentials the login cookies carry (login writes them beside storage, SPEC 4), for a server that
 * renders a player's first data: `get` reads one cookie by name (already decoded), e.g. Next's
 * `(await cookies()).get(name)?.value`. Null when either part is missing or unusable.
 */
export function credentialsFromCookies(get: (name: string) => string | undefined): Credentials | null {
  return toCredentials({ userId: get(COOKIE_NAMES.userId), secretKey: get(COOKIE_NAMES.secretKey), userName: get(COOKIE_NAMES.userName) });
}
