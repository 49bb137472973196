import { TelegramError } from "./errors";
import { parseStartParam } from "./start-param";

/** Body of the Telegram login call (SPEC section 7). */
export interface TelegramLoginBody {
  bot_name: string;
  /** The raw init data, unchanged. */
  init_data: string;
  /** The start param's text before the first underscore ("" when there is none). */
  start_param: string;
}

/** Telegram login response (SPEC section 3). */
export interface TelegramLoginResponse {
  data: {
    user_secret_key: string;
    user_id: number;
    username: string;
    user_login: string;
  };
}

export interface TelegramCredentials {
  userId: number;
  secretKey: string;
  username: string;
  /** The login marker the server returns (stored like other logins' marker). */
  userLogin: string;
}

export interface TelegramLoginInput {
  botName: string | null | undefined;
  initData: string | null | undefined;
  startParam?: string | null;
}

// Spec: not shown — the path of the login call. The app passes the call, so this package needs no
// API client and no path; it only shapes the body and reads the spec's response.
/** Performs the login; the app passes its API call. */
export type TelegramLoginCall = (body: TelegramLoginBody) => Promise<TelegramLoginResponse>;

function isUsableKey(key: unknown): key is string {
  return typeof key === "string" && key !== "" && key !== "null" && key !== "undefined";
}

/**
 * Logs in with the mini app's init data.
 * @returns the credentials to store.
 * @throws {TelegramError} "need_bot_name" | "no_init_data" (nothing sent), "login_failed" (the call
 *   failed; the cause is attached), "invalid_credentials" (no positive user id or no secret key).
 */
export async function telegramLogin(input: TelegramLoginInput, call: TelegramLoginCall): Promise<TelegramCredentials> {
  if (!input.botName) throw new TelegramError("need_bot_name");
  if (!input.initData) throw new TelegramError("no_init_data");
  const body: TelegramLoginBody = {
    bot_name: input.botName,
    init_data: input.initData,
    start_param: parseStartParam(input.startParam).code,
  };
  let response: TelegramLoginResponse;
  try {
    response = await call(body);
  } catch (error) {
    throw new TelegramError("login_failed", {
      message: error instanceof Error && error.message ? error.message : undefined,
      cause: error,
    });
  }
  const data = response?.data;
  const userId = Number(data?.user_id);
  if (!data || !Number.isFinite(userId) || userId <= 0 || !isUsableKey(data.user_secret_key)) {
    throw new TelegramError("invalid_credentials");
  }
  return {
    userId,
    secretKey: data.user_secret_key,
    username: data.username ?? "",
    userLogin: data.user_login ?? "",
  };
}
