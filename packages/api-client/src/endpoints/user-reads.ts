// User service (spec section 7, "User service"): the reads screens show, the player's info and VIP
// level, a public profile, the invite reward and the support bot. A module of its own so that those
// screens do not load the rest of the service (user.ts, whose `userEndpoints` includes these).
import { z } from "zod/mini";
import { httpUrl } from "../url";
import { defineEndpoint } from "../endpoint";
import { empty, userInfo } from "../schemas/common";

export const userReadEndpoints = {
  // Spec: not shown — the path of getUserInfo. Choice: POST /user/get_user_info.
  getUserInfo: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/user/get_user_info",
    idempotent: true,
    request: z.object({ version: z.string(), time: z.number() }),
    response: userInfo,
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
