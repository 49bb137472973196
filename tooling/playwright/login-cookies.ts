// The cookies a finished web login writes beside local storage (the names and values @repo/session's
// login writes), for a browser a test or the bench drives: the server of a signed-in page reads them.
import { loginCookieValues, loginInputOf, toCredentials } from "@repo/session/login/rules";

/** A dev API login answer as cookies for `url`; throws when the app would not store that login. */
export function loginCookies(url: string, login: { user_id: number; user_secret_key: string; username: string }) {
  const credentials = toCredentials(loginInputOf(login));
  if (!credentials) throw new Error(`the dev API's login for user ${login.user_id} is not one the app would store`);
  return loginCookieValues(credentials).map(([name, value]) => ({ name, value, url }));
}
