// The lucky-bear user host (spec section 7, "Separate user-host POSTs"): logins, switch_country,
// recaptcha reports, and the luckybear variant of getUserInfo.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { loginResult, ok, userInfo } from "../schemas/common";
import { inviteCodeInput, pkceInput } from "./user-auth";

// Spec: not shown — the paths on the lucky-bear user host. Choice: /user/<what>, as below.
export const lbUserInfo = z.extend(userInfo, {
  /** The coin the casino shows balances in. */
  bear_coin_type: z.string(),
  bear_wallet: z.object({ currency_symbol: z.string(), coin_name_extra: z.string() }),
});

export const lbUserEndpoints = {
  /** The code comes from `userEndpoints.sendOtpViaPhone`. */
  phoneLogin: defineEndpoint({
    service: "lb-user",
    method: "POST",
    path: "/user/phone_login",
    auth: false,
    request: z.object({ phone: z.string(), country_code: z.string(), code: z.string(), ...inviteCodeInput }),
    response: loginResult,
  }),
  googleLogin: defineEndpoint({
    service: "lb-user",
    method: "POST",
    path: "/user/google_login",
    auth: false,
    request: z.object({ id_token: z.string(), ...pkceInput, ...inviteCodeInput }),
    response: loginResult,
  }),
  vkLogin: defineEndpoint({
    service: "lb-user",
    method: "POST",
    path: "/user/vk_login",
    auth: false,
    request: z.object({ code: z.string(), redirect_uri: z.string(), ...pkceInput, ...inviteCodeInput }),
    response: loginResult,
  }),
  /** Logs in, or registers an unknown address with this password. */
  emailLogin: defineEndpoint({
    service: "lb-user",
    method: "POST",
    path: "/user/email_login",
    auth: false,
    request: z.object({ email: z.string(), password: z.string(), ...inviteCodeInput }),
    response: loginResult,
  }),
  switchCountry: defineEndpoint({
    service: "lb-user",
    method: "POST",
    path: "/user/switch_country",
    request: z.object({ country_code: z.string() }),
    response: z.object({ country_code: z.string(), currency: z.string() }),
  }),
  /** A recaptcha outcome (token and score) or a failure to load or run it (`error`). */
  reportRecaptcha: defineEndpoint({
    service: "lb-user",
    method: "POST",
    path: "/user/report_recaptcha",
    auth: false,
    request: z.object({ action: z.string(), token: z.optional(z.string()), error: z.optional(z.string()) }),
    response: ok,
  }),
  getLbUserInfo: defineEndpoint({
    service: "lb-user",
    method: "POST",
    path: "/user/get_lb_user_info",
    idempotent: true,
    request: z.object({ version: z.string(), time: z.number() }),
    response: lbUserInfo,
  }),
};

export type LbUserInfo = z.infer<typeof lbUserInfo>;
