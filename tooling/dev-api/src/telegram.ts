// Telegram init data, validated for real: HMAC-SHA256 with a dev bot token (never a real bot).
import { sign, validate } from "@telegram-apps/init-data-node";

/** The dev bot's token. Shaped like a real one; it signs init data for the dev API and tests. */
export const DEV_BOT_TOKEN = "7000000001:AAHdevApiBotTokenForLocalUseOnly0000";
export const DEV_BOT_NAME = "xworld_dev_bot";

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

/** Signed `tgWebAppData` for this user, as Telegram would put it in a mini app's launch URL. */
export function signInitData(user: TelegramUser, startParam?: string, authDate: Date = new Date(), token: string = DEV_BOT_TOKEN): string {
  return sign(
    {
      user,
      chat_instance: "-1000000000000",
      chat_type: "sender",
      ...(startParam ? { start_param: startParam } : {}),
    },
    token,
    authDate,
  );
}

export interface ValidInitData {
  user: TelegramUser;
  startParam: string | null;
}

/** Checks the signature and age (24 h) of raw init data; null when it is not valid. */
export function readInitData(raw: string, token: string): ValidInitData | null {
  try {
    validate(raw, token, { expiresIn: 86_400 });
  } catch {
    return null;
  }
  const params = new URLSearchParams(raw);
  const userJson = params.get("user");
  if (!userJson) return null;
  try {
    const user = JSON.parse(userJson) as TelegramUser;
    if (typeof user.id !== "number" || typeof user.first_name !== "string") return null;
    return { user, startParam: params.get("start_param") };
  } catch {
    return null;
  }
}
