// User service (spec section 7, "User service"): the player's social accounts, for the follow tasks
// (linking an account, the accounts to follow, whether the player follows them). A module of its own so
// that the offer screens do not load the rest of the service (user.ts, whose `userEndpoints` includes these).
import { z } from "zod/mini";
import { httpUrl } from "../url";
import { defineEndpoint } from "../endpoint";
import { ok } from "../schemas/common";

const socialAccount = z.object({ account_id: z.string(), name: z.string(), avatar: z.string() });

export const userSocialEndpoints = {
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
};
