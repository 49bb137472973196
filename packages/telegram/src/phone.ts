import { isAccessDeniedError, isTimeoutError, requestContactComplete } from "@telegram-apps/sdk";
import { TelegramError } from "./errors";
import { clientVersion } from "./launch";
import { telegramSession } from "./start";
import { supportsContactRequest } from "./versions";

/** Body of the contact-auth call (SPEC section 7: /tg/auth_contact). */
export interface ContactAuthBody {
  bot_name: string;
  /** The contact exactly as Telegram returned it (raw, signed). */
  data: string;
}

export interface ContactAuthResponse {
  data: { phone_number: string };
}

export type ContactAuthCall = (body: ContactAuthBody) => Promise<ContactAuthResponse>;

export interface RequestPhoneOptions {
  botName: string | null | undefined;
  /** Give up waiting for the player after this long. Default two minutes. */
  timeoutMs?: number;
}

// Spec: not shown — how long to wait for the player to answer Telegram's "share your phone" prompt.
export const REQUEST_PHONE_TIMEOUT_MS = 120_000;

/**
 * Phone binding in the mini app (SPEC section 4): asks Telegram for the player's contact (6.9+),
 * then lets the app's contact-auth call verify it and return the phone number.
 * @throws {TelegramError} "not_in_telegram" (not started), "not_supported" (client older than 6.9), "need_bot_name",
 *   "contact_refused", "contact_failed", "timeout", "contact_auth_failed".
 */
export async function requestPhone(options: RequestPhoneOptions, call: ContactAuthCall): Promise<string> {
  if (!telegramSession()) throw new TelegramError("not_in_telegram");
  if (!supportsContactRequest(clientVersion()) || !requestContactComplete.isAvailable()) {
    throw new TelegramError("not_supported");
  }
  // The spec reports "need bot_name" after the contact arrives; asking first spares the player a
  // prompt whose answer could not be used.
  if (!options.botName) throw new TelegramError("need_bot_name");

  let raw: string;
  try {
    raw = (await requestContactComplete({ timeout: options.timeoutMs ?? REQUEST_PHONE_TIMEOUT_MS })).raw;
  } catch (error) {
    if (isAccessDeniedError(error)) throw new TelegramError("contact_refused", { cause: error });
    if (isTimeoutError(error)) throw new TelegramError("timeout", { cause: error });
    throw new TelegramError("contact_failed", { cause: error });
  }

  let response: ContactAuthResponse;
  try {
    response = await call({ bot_name: options.botName, data: raw });
  } catch (error) {
    throw new TelegramError("contact_auth_failed", { cause: error });
  }
  const phone = response?.data?.phone_number;
  if (!phone) throw new TelegramError("contact_auth_failed", { message: "contact auth returned no phone number" });
  return phone;
}
