// App start in the Telegram mini app (SPEC 4): log in with the bot name, init data and start param,
// store the credentials on success; on failure the player starts logged out.
import { telegramLogin, type TelegramLoginCall, type TelegramLoginInput } from "@repo/telegram/login";
import { storeLogin, type LoginEnvironment } from "./login/rules";
import { readCredentials } from "./storage/persisted";
import type { Credentials } from "./types";

/** Who is stored and who Telegram says is playing, when they differ. */
export interface LoginSwitch {
  stored: Credentials;
  incoming: { userId: number; userName: string };
}

export interface TelegramLoginOptions {
  /**
   * Asked before a stored login of another player is replaced; true replaces it. Without it the stored
   * login is kept (nothing replaces a player's login unasked).
   */
  confirmSwitch?: (change: LoginSwitch) => Promise<boolean>;
  login?: typeof telegramLogin;
}

/**
 * Spec: not shown — what a failed mini-app login does to an older stored login. Choice: nothing.
 * Spec: not shown — a stored login of a different player. Choice: the player is asked; declining (or a
 * question that cannot be shown) keeps the stored login, so a link carrying someone else's init data
 * never silently signs this device in as them.
 * Use as app start's `initialLogin` in the mini app. Resolves with the credentials in force, or null
 * when the Telegram login failed (hasLogin false). A previous login stays in storage untouched.
 */
export async function loginWithTelegram(
  environment: LoginEnvironment,
  input: TelegramLoginInput,
  call: TelegramLoginCall,
  options: TelegramLoginOptions = {},
): Promise<Credentials | null> {
  const login = options.login ?? telegramLogin;
  try {
    const credentials = await login(input, call);
    const stored = readCredentials(environment.storage);
    if (stored && stored.userId !== credentials.userId) {
      const incoming = { userId: credentials.userId, userName: credentials.username };
      const replace = options.confirmSwitch ? await options.confirmSwitch({ stored, incoming }).catch(() => false) : false;
      if (!replace) return stored;
    }
    return await storeLogin(environment, {
      userId: credentials.userId,
      secretKey: credentials.secretKey,
      userName: credentials.username,
    });
  } catch {
    return null;
  }
}
