// What differs between the brands' logins: xworld signs in through the user service and the Telegram
// host, luckybear through its own user host. The shared screens call only this.
import type { ApiClient } from "@repo/api-client/client";
import type { LoginResult } from "@repo/api-client/schemas/common";
import type { Credentials, UserInfo } from "@repo/session/types";
import type { OAuthProvider } from "./oauth-port";
import type { TelegramWebLoginResult, TelegramWebLoginStart } from "./telegram-web-login";

export interface PhoneNumberInput {
  /** Dialling prefix, e.g. "+84". */
  country_code: string;
  /** National number, digits only. */
  phone: string;
}

export interface AuthBrandAdapter {
  /** The brand's home page, where a refused or missing backUrl leads. */
  homePath(locale: string): string;
  /** Sends a one-time code by text message; seconds until it expires and until a resend. */
  sendCode(api: ApiClient, input: PhoneNumberInput): Promise<{ expire_in: number; resend_in: number }>;
  loginWithPhone(api: ApiClient, input: PhoneNumberInput & { code: string }): Promise<LoginResult>;
  /** Providers offered, in the order shown. */
  providers: readonly OAuthProvider[];
  /**
   * Logs in with what the provider handed back: the OAuth `code` on the web, the `id_token` of the
   * native app's Google login (then `redirectUri` is empty).
   */
  loginWithProvider(api: ApiClient, input: { provider: OAuthProvider; code: string; redirectUri: string }): Promise<LoginResult>;
  /** E-mail and password login, where the brand's services have one. */
  email?: { login(api: ApiClient, input: { email: string; password: string }): Promise<LoginResult> };
  /** Telegram login through the bot, where the brand's services have one. */
  telegram?: {
    init(api: ApiClient, botName: string): Promise<TelegramWebLoginStart>;
    result(api: ApiClient, token: string): Promise<TelegramWebLoginResult>;
  };
  /** Binds a phone number to the logged-in player (code from `sendCode`). */
  bindPhone(api: ApiClient, input: PhoneNumberInput & { code: string; password: string }): Promise<void>;
  loadUserInfo(api: ApiClient, credentials: Credentials): Promise<UserInfo>;
}

/** What the auth screens need from the runtime config (serialisable: the server page passes it). */
export interface AuthConfig {
  /** The API origin the browser calls; the dev OAuth page lives there. */
  apiOrigin: string;
  /** Hosts an absolute backUrl may open after login. */
  redirectAllowedHosts: readonly string[];
  telegramBotName: string;
}
