// App start in the Telegram mini app (SPEC 4): log in with the bot name, init data and start param,
// store the credentials on success; on failure the player starts logged out.
import { telegramLogin, type TelegramLoginCall, type TelegramLoginInput } from "@repo/telegram/login";
import { storeLogin, type LoginEnvironment } from "./login/rules";
import type { Credentials } from "./types";

/**
 * Spec: not shown — what a failed mini-app login does to an older stored login. Choice: nothing.
 * Use as app start's `initialLogin` in the mini app. Resolves with the stored credentials, or null when
 * the Telegram login failed (hasLogin false). A previous login stays in storage untouched.
 */
export async function loginWithTelegram(
  environment: LoginEnvironment,
  input: TelegramLoginInput,
  call: TelegramLoginCall,
  login: typeof telegramLogin = telegramLogin,
): Promise<Credentials | null> {
  try {
    const credentials = await login(input, call);
    return await storeLogin(environment, {
      userId: credentials.userId,
      secretKey: credentials.secretKey,
      userName: credentials.username,
    });
  } catch {
    return null;
  }
}
