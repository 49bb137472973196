// User service (spec section 7, "User service").
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { banner, empty, loginResult, unixTime, userInfo } from "../schemas/common";

const phoneInput = {
  /** National number without the prefix, digits only. */
  phone: z.string(),
  /** Dialling prefix such as "+84" (the login store's countryNum). */
  country_code: z.string(),
};

export const appGlobalConfig = z.object({
  banners: z.array(banner),
  announcements: z.array(
    z.object({ id: z.number(), title: z.string(), content: z.string(), created_at: unixTime }),
  ),
  /** Known flags are typed; unknown flags pass through. */
  feature_flags: z.looseObject({ feedback_v2: z.boolean() }),
});

export const userEndpoints = {
  sendOtpViaPhone: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/send_otp_via_phone",
    auth: false,
    request: z.object(phoneInput),
    // Spec: not shown — the answer. Choice: seconds until the code expires and until a resend is allowed.
    response: z.object({ expire_in: z.number(), resend_in: z.number() }),
  }),
  registerOrLoginByPhone: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/register_or_login_by_phone",
    auth: false,
    request: z.object({ ...phoneInput, code: z.string() }),
    response: loginResult,
  }),
  // Spec: not shown — the path of getUserInfo. Choice: POST /user/get_user_info.
  getUserInfo: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/get_user_info",
    idempotent: true,
    request: z.object({ version: z.string(), time: z.number() }),
    response: userInfo,
  }),
  appGlobalConfig: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/app_global_config",
    auth: false,
    idempotent: true,
    request: empty,
    response: appGlobalConfig,
  }),
};

export type AppGlobalConfig = z.infer<typeof appGlobalConfig>;
