// xworld's side of the shared login: the user service (phone code, third-party platforms) and the
// Telegram host's web login.
import { tgHostEndpoints } from "@repo/api-client/endpoints/tg-host";
import { userAuthEndpoints } from "@repo/api-client/endpoints/user-auth";
import type { AuthBrandAdapter } from "@repo/app-shell/features/auth/brand-adapter";
// Relative, so that the adapter's tests can stand in for it (Vitest does not resolve "@/").
import { loadUserInfo } from "../../platform/load-user-info";

export const xworldAuth: AuthBrandAdapter = {
  homePath: (locale) => `/${locale}`,
  sendCode: (api, input) => api.call(userAuthEndpoints.sendOtpViaPhone, input),
  // The sign-up-capable logins pass on the inviter (invite_code) the shared screens add.
  loginWithPhone: (api, input) => api.call(userAuthEndpoints.registerOrLoginByPhone, input),
  // The platforms of third_party_regist_or_login the client lists, except Telegram, which signs in
  // through the Telegram host below.
  providers: ["google", "facebook", "apple", "vk"],
  loginWithProvider: (api, { provider, code, codeVerifier, invite_code }) =>
    api.call(userAuthEndpoints.thirdPartyRegistOrLogin, { platform: provider, token: code, code_verifier: codeVerifier, invite_code }),
  // Spec: not shown — e-mail login on xworld. The spec lists e-mail among the login methods, but only
  // the lucky-bear user host has an e-mail login call: xworld does not offer it.
  telegram: {
    init: (api, botName) => api.call(tgHostEndpoints.webLoginInit, { bot_name: botName }),
    result: (api, token) => api.call(tgHostEndpoints.webLoginResult, { token }),
  },
  // Spec: not shown — the call that binds a phone. The user service has no bind call for a phone
  // (third_party_bind takes the third-party platforms, tg/auth_contact a Telegram contact); the
  // phone-and-password call with is_really_change=1 sets the number (and a password) on the account.
  async bindPhone(api, input) {
    await api.call(userAuthEndpoints.phoneAndPasswordReset, input);
  },
  loadUserInfo,
};
