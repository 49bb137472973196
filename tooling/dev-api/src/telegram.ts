// Telegram init data, validated for real: HMAC-SHA256 with a dev bot token (never a real bot).
import { sign, signData, validate } from "@telegram-apps/init-data-node";

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

/**
 * Signed `tgWebAppData` for this user, as Telegram would put it in a mini app's launch URL. `authDate`
 * comes from the caller's clock (a test's `harness.clock.date()`), never the machine's.
 */
export function signInitData(user: TelegramUser, startParam: string | undefined, authDate: Date, token: string = DEV_BOT_TOKEN): string {
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

const MAX_AGE_SECONDS = 86_400;

/**
 * The signature is checked by the library; the age (24 h) against the dev API's own clock, so that a
 * server started with an injected clock judges init data by that clock and not the machine's.
 */
function isSignedAndFresh(raw: string, token: string, nowSeconds: number): boolean {
  try {
    validate(raw, token, { expiresIn: 0 });
  } catch {
    return false;
  }
  const authDate = Number(new URLSearchParams(raw).get("auth_date"));
  return Number.isInteger(authDate) && authDate <= nowSeconds + 60 && nowSeconds - authDate <= MAX_AGE_SECONDS;
}

/** Checks the signature and age (24 h at `nowSeconds`) of raw init data; null when it is not valid. */
export function readInitData(raw: string, token: string, nowSeconds: number): ValidInitData | null {
  if (!isSignedAndFresh(raw, token, nowSeconds)) return null;
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

export interface SignedContact {
  phone_number: string;
  user_id: number;
  first_name: string;
}

/**
 * The mini app's requestContact result: `contact=<json>&auth_date=…&hash=…`, signed like init data.
 * Null when the signature or the contact is not valid.
 */
export function readSignedContact(raw: string, token: string, nowSeconds: number): SignedContact | null {
  if (!isSignedAndFresh(raw, token, nowSeconds)) return null;
  try {
    const contact = JSON.parse(new URLSearchParams(raw).get("contact") ?? "null") as Partial<SignedContact> | null;
    if (!contact || typeof contact.phone_number !== "string" || typeof contact.user_id !== "number") return null;
    return { phone_number: contact.phone_number, user_id: contact.user_id, first_name: contact.first_name ?? "" };
  } catch {
    return null;
  }
}

/**
 * A signed requestContact result, as Telegram would return it to the mini app (for tests). `authDate`
 * comes from the caller's clock, never the machine's.
 */
export function signContact(contact: SignedContact, authDate: Date, token: string = DEV_BOT_TOKEN): string {
  const fields: [string, string][] = [
    ["auth_date", String(Math.floor(authDate.getTime() / 1000))],
    ["contact", JSON.stringify(contact)],
  ];
  const checkString = fields.map(([key, value]) => `${key}=${value}`).join("\n");
  const params = new URLSearchParams(fields);
  params.set("hash", signData(checkString, token));
  return params.toString();
}
