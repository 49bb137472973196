// User service (spec section 7, "User service"). `userEndpoints` is the whole service; a screen imports
// the part it calls: the logins by phone, code and third party (`userAuthEndpoints`, user-auth.ts, what
// the login pages load), the reads screens show (`userReadEndpoints`, user-reads.ts), the social
// accounts of the follow tasks (`userSocialEndpoints`, user-social.ts) and what app start asks
// (`userStartEndpoints`, user-start.ts).
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty, loginResult, ok } from "../schemas/common";
import { inviteCodeInput, userAuthEndpoints } from "./user-auth";
import { userReadEndpoints } from "./user-reads";
import { userSocialEndpoints } from "./user-social";
import { userStartEndpoints } from "./user-start";

const registrationInput = z.object({
  username: z.string(),
  password: z.string(),
  ...inviteCodeInput,
});

// Spec: not shown — the third-party platforms. Choice: these five.
export const THIRD_PARTY_PLATFORMS = ["google", "facebook", "apple", "vk", "telegram"] as const;

export const userEndpoints = {
  ...userAuthEndpoints,
  ...userReadEndpoints,
  ...userSocialEndpoints,
  ...userStartEndpoints,
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
};

export type { AppGlobalConfig } from "./user-start";
