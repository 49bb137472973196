// luckybear's side of the shared login: the one-time code from the user service, then the lucky-bear
// user host's phone, Google, VK and e-mail logins.
import { lbUserEndpoints } from "@repo/api-client/endpoints/lb-user";
import { userAuthEndpoints } from "@repo/api-client/endpoints/user-auth";
import type { AuthBrandAdapter } from "@repo/app-shell/features/auth/brand-adapter";
// Relative, so that the adapter's tests can stand in for it (Vitest does not resolve "@/").
import { loadUserInfo } from "../../platform/load-user-info";

export const luckybearAuth: AuthBrandAdapter = {
  homePath: (locale) => `/${locale}/luckybear`,
  sendCode: (api, input) => api.call(userAuthEndpoints.sendOtpViaPhone, input),
  // Every login here can create an account: each passes on the inviter (invite_code) the shared screens add.
  loginWithPhone: (api, input) => api.call(lbUserEndpoints.phoneLogin, input),
  // The lucky-bear user host logs in with Google and VK only.
  providers: ["google", "vk"],
  loginWithProvider(api, { provider, code, redirectUri, codeVerifier, invite_code }) {
    if (provider === "google") return api.call(lbUserEndpoints.googleLogin, { id_token: code, code_verifier: codeVerifier, invite_code });
    if (provider === "vk") return api.call(lbUserEndpoints.vkLogin, { code, redirect_uri: redirectUri, code_verifier: codeVerifier, invite_code });
    return Promise.reject(new Error(`luckybear has no ${provider} login`));
  },
  email: { login: (api, input) => api.call(lbUserEndpoints.emailLogin, input) },
  // Spec: not shown — Telegram login on the casino's website. The Telegram host's web login belongs to
  // xworld's bot; luckybear offers phone, e-mail, Google and VK.
  // Spec: not shown — the call that binds a phone: the user service's phone-and-password call, as on xworld.
  async bindPhone(api, input) {
    await api.call(userAuthEndpoints.phoneAndPasswordReset, input);
  },
  loadUserInfo,
};
