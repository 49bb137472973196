// User service (spec section 7, "User service"). `userEndpoints` is the whole service; its logins by
// phone, code and third party are also `userAuthEndpoints` (user-auth.ts), what the login pages load.
import { z } from "zod/mini";
import { httpUrl } from "../url";
import { defineEndpoint } from "../endpoint";
import { banner, empty, loginResult, ok, openAppCfg, openAppCfgInput, unixTime, userInfo } from "../schemas/common";
import { inviteCodeInput, userAuthEndpoints } from "./user-auth";

export const appGlobalConfig = z.object({
  banners: z.array(banner),
  announcements: z.array(
    z.object({ id: z.number(), title: z.string(), content: z.string(), created_at: unixTime }),
  ),
  /** Known flags are typed; unknown flags pass through. */
  feature_flags: z.looseObject({ feedback_v2: z.boolean() }),
});

const registrationInput = z.object({
  username: z.string(),
  password: z.string(),
  ...inviteCodeInput,
});

const socialAccount = z.object({ account_id: z.string(), name: z.string(), avatar: z.string() });

// Spec: not shown — the third-party platforms. Choice: these five.
export const THIRD_PARTY_PLATFORMS = ["google", "facebook", "apple", "vk", "telegram"] as const;

export const userEndpoints = {
  ...userAuthEndpoints,
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
  thirdPartyBind: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/third_party_bind",
    request: z.object({ platform: z.string(), token: z.string() }),
    response: z.object({ platform: z.string(), bound: z.boolean() }),
  }),
  thirdPartyRegbindInfoList: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/third_party_regbind_info_list",
    idempotent: true,
    request: empty,
    response: z.object({
      list: z.array(z.object({ platform: z.string(), bound: z.boolean(), account: z.string() })),
    }),
  }),
  /** Registration with username and password, sent as a form. */
  regist: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/regist",
    form: true,
    auth: false,
    request: registrationInput,
    response: loginResult,
  }),
  /** The same form, checked only: field errors come back as a business error. */
  registFormTest: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/regist?is_form_test=1",
    form: true,
    auth: false,
    request: registrationInput,
    response: ok,
  }),
  // Spec: not shown — what GET /user/regist?is_cwallet=1&is_mission_setting=true answers.
  // Choice: the registration settings (custodial wallet on, and the missions a new account gets).
  registSettings: defineEndpoint({
    service: "user",
    method: "GET",
    path: "/user/regist?is_cwallet=1&is_mission_setting=true",
    auth: false,
    request: empty,
    response: z.object({
      cwallet_enabled: z.boolean(),
      missions: z.array(z.object({ id: z.number(), title: z.string(), reward: z.number(), coin_name: z.string() })),
    }),
  }),
  /** GET /user/public_cheak?user_id={id}: a user's public profile. */
  publicCheak: defineEndpoint({
    service: "user",
    method: "GET",
    path: "/user/public_cheak",
    auth: false,
    request: z.object({ user_id: z.number() }),
    response: z.object({ user_id: z.number(), username: z.string(), avatar: z.string(), vip_level: z.number() }),
  }),
  socialMediaGetToken: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/social_media/get_token",
    request: z.object({
      user_id: z.number(),
      media_type: z.string(),
      code: z.string(),
      redirect_uri: z.string(),
      code_verifier: z.string(),
    }),
    response: z.object({ media_type: z.string(), access_token: z.string(), expires_in: z.number(), account_name: z.string() }),
  }),
  /** Raw Telegram init data of the mini app, to link the Telegram account. */
  reportTelegramClientAuthInfo: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/social_media/telegram/report_client_auth_info",
    request: z.object({ init_data: z.string() }),
    response: ok,
  }),
  needAuthorize: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/social_media/need_authorize",
    idempotent: true,
    request: z.object({ media_type: z.string() }),
    response: z.object({ need_authorize: z.boolean(), authorize_url: httpUrl }),
  }),
  // Spec: not shown — the paths of get_following, get_follow_list and check_follow_status.
  // Choice: under /api/social_media/, like their neighbours.
  getFollowing: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/social_media/get_following",
    idempotent: true,
    request: z.object({ media_type: z.string() }),
    response: z.object({ list: z.array(socialAccount) }),
  }),
  /** Accounts a follow task asks the player to follow. */
  getFollowList: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/social_media/get_follow_list",
    idempotent: true,
    request: z.object({ media_type: z.string() }),
    response: z.object({
      list: z.array(z.extend(socialAccount, { followed: z.boolean(), reward: z.number(), coin_name: z.string() })),
    }),
  }),
  checkFollowStatus: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/social_media/check_follow_status",
    request: z.object({ media_type: z.string(), account_id: z.string() }),
    response: z.object({ followed: z.boolean(), reward: z.number() }),
  }),
  /** Gray-release switches for this user. */
  getGrayCfg: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/get_gray_cfg",
    auth: false,
    idempotent: true,
    request: empty,
    response: z.object({ features: z.record(z.string(), z.boolean()) }),
  }),
  openappGetCfg: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/openapp_get_cfg",
    idempotent: true,
    request: z.object({ user_id: z.number() }),
    response: openAppCfg,
  }),
  // Spec: not shown — the path of OpenAppCfgV2. Choice: POST /api/openapp_get_cfg_v2.
  openAppCfgV2: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/openapp_get_cfg_v2",
    idempotent: true,
    request: openAppCfgInput,
    response: openAppCfg,
  }),
  openappGetCountry: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/openapp_get_country",
    auth: false,
    idempotent: true,
    request: empty,
    response: z.object({ country_code: z.string(), country_by_ip: z.string() }),
  }),
  inviteReward: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/config/invite_reward",
    auth: false,
    idempotent: true,
    request: empty,
    response: z.object({
      coin_name: z.string(),
      inviter_reward: z.number(),
      invitee_reward: z.number(),
      rules: z.array(z.string()),
    }),
  }),
  // Spec: not shown — the path of getVipProfile. Choice: POST /user/get_vip_profile.
  getVipProfile: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/get_vip_profile",
    idempotent: true,
    request: empty,
    response: z.object({
      vip_level: z.number(),
      icon: z.string(),
      levels: z.array(z.object({ level: z.number(), icon: z.string() })),
    }),
  }),
  // Spec: not shown — the path of getMyCsBot. Choice: POST /user/get_my_cs_bot.
  getMyCsBot: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/get_my_cs_bot",
    idempotent: true,
    request: empty,
    response: z.object({ bot_link: httpUrl }),
  }),
};

export type AppGlobalConfig = z.infer<typeof appGlobalConfig>;
