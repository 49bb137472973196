// luckybear's side of the shared login: the one-time code from the user service, then the lucky-bear
// user host's phone, Google, VK and e-mail logins.
import { lbUserEndpoints } from "@repo/api-client/endpoints/lb-user";
import { userEndpoints } from "@repo/api-client/endpoints/user";
import type { AuthBrandAdapter } from "@repo/app-shell/features/auth/brand-adapter";
import { loadUserInfo } from "@/platform/load-user-info";

export const luckybearAuth: AuthBrandAdapter = {
  homePath: (locale) => `/${locale}/luckybear`,
  sendCode: (api, input) => api.call(userEndpoints.sendOtpViaPhone, input),
  loginWithPhone: (api, input) => api.call(lbUserEndpoints.phoneLogin, input),
  // The lucky-bear user host logs in with Google and VK only.
  providers: ["google", "vk"],
  loginWithProvider(api, { provider, code, redirectUri }) {
    if (provider === "google") return api.call(lbUserEndpoints.googleLogin, { id_token: code });
    if (provider === "vk") return api.call(lbUserEndpoints.vkLogin, { code, redirect_uri: redirectUri });
    return Promise.reject(new Error(`luckybear has no ${provider} login`));
  },
  email: { login: (api, input) => api.call(lbUserEndpoints.emailLogin, input) },
  // Spec: not shown — Telegram login on the casino's website. The Telegram host's web login belongs to
  // xworld's bot; luckybear offers phone, e-mail, Google and VK.
  // Spec: not shown — the call that binds a phone: the user service's phone-and-password call, as on xworld.
  async bindPhone(api, input) {
    await api.call(userEndpoints.phoneAndPasswordReset, input);
  },
  loadUserInfo,
};
