/** Why a Telegram operation failed. */
export type TelegramErrorCode =
  /** The page is not running as a Telegram mini app (or the SDK was not started). */
  | "not_in_telegram"
  /** The Telegram client is too old for the feature. */
  | "not_supported"
  /** A bot name is required (phone binding, login). */
  | "need_bot_name"
  /** No init data to log in with. */
  | "no_init_data"
  /** The login call failed. */
  | "login_failed"
  /** The login answer had no usable user id and secret key. */
  | "invalid_credentials"
  /** The player refused to share the contact. */
  | "contact_refused"
  /** The contact request itself failed. */
  | "contact_failed"
  /** The contact-auth call failed or returned no phone number. */
  | "contact_auth_failed"
  /** Device id: biometrics not available on this device. */
  | "not_available"
  /** Device id: the client gave no id. */
  | "no_id"
  /** No answer in time. */
  | "timeout"
  /** A CloudStorage request failed. */
  | "storage_failed"
  /** The popup could not be shown (another one is open, invalid text). */
  | "popup_failed";

const DEFAULT_MESSAGES: Record<TelegramErrorCode, string> = {
  not_in_telegram: "not in Telegram",
  not_supported: "not supported",
  need_bot_name: "need bot_name",
  no_init_data: "no init data",
  login_failed: "Telegram login failed",
  invalid_credentials: "Telegram login returned no credentials",
  contact_refused: "contact refused",
  contact_failed: "contact request failed",
  contact_auth_failed: "contact auth failed",
  not_available: "no available",
  no_id: "no id",
  timeout: "timeout",
  storage_failed: "cloud storage failed",
  popup_failed: "popup failed",
};

export class TelegramError extends Error {
  override readonly name = "TelegramError";
  readonly code: TelegramErrorCode;

  constructor(code: TelegramErrorCode, options: { message?: string; cause?: unknown } = {}) {
    super(options.message ?? DEFAULT_MESSAGES[code], options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
  }
}

export function isTelegramError(error: unknown, code?: TelegramErrorCode): error is TelegramError {
  return error instanceof TelegramError && (code === undefined || error.code === code);
}
