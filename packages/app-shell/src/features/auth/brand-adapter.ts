// What differs between the brands' logins: xworld signs in through the user service and the Telegram
// host, luckybear through its own user host. The shared screens call only this.
import type { ApiClient } from "@repo/api-client/client";
import type { RequestOf } from "@repo/api-client/endpoint";
import type { userAuthEndpoints } from "@repo/api-client/endpoints/user-auth";
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

/**
 * What a login that can create an account also sends (see `storedInviteCode`): `invite_code`, the
 * inviter's user id as text, as the API client's contract has it; the server counts it for a new account only.
 */
export type SignUpInput = Pick<RequestOf<typeof userAuthEndpoints.registerOrLoginByPhone>, "invite_code">;

export interface AuthBrandAdapter {
  /** The brand's home page, where a refused or missing backUrl leads. */
  homePath(locale: string): string;
  /** Sends a one-time code by text message; seconds until it expires and until a resend. */
  sendCode(api: ApiClient, input: PhoneNumberInput): Promise<{ expire_in: number; resend_in: number }>;
  /** Logs in, or signs up an unknown number. */
  loginWithPhone(api: ApiClient, input: PhoneNumberInput & { code: string } & SignUpInput): Promise<LoginResult>;
  /** Providers offered, in the order shown. */
  providers: readonly OAuthProvider[];
  /**
   * Logs in with what the provider handed back: the OAuth `code` on the web, the `id_token` of the
   * native app's Google login (then `redirectUri` is empty). Signs up an account seen for the first time.
   */
  /** `codeVerifier`: the PKCE verifier of a redirect flow; absent for a native sign-in's id token. */
  loginWithProvider(
    api: ApiClient,
    input: { provider: OAuthProvider; code: string; redirectUri: string; codeVerifier?: string } & SignUpInput,
  ): Promise<LoginResult>;
  /** E-mail and password login (an unknown address signs up), where the brand's services have one. */
  email?: { login(api: ApiClient, input: { email: string; password: string } & SignUpInput): Promise<LoginResult> };
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
