// The Telegram host (spec section 7, "Telegram-host POSTs"): invite url, register_or_login, web login.
import { z } from "zod/mini";
import { httpUrl } from "../url";
import { defineEndpoint } from "../endpoint";
import { loginResult } from "../schemas/common";
import { telegramLoginInput } from "./tg";

// Spec: not shown — the paths on the Telegram host. Choice: /tg/invite_url, /tg/register_or_login
// (also the "main login-with-Telegram call" whose path is not shown), /tg/web_login_init and
// /tg/web_login_result.
export const WEB_LOGIN_STATUSES = ["pending", "confirmed", "expired"] as const;

export const tgHostEndpoints = {
  inviteUrl: defineEndpoint({
    service: "tg-host",
    method: "POST",
    path: "/tg/invite_url",
    idempotent: true,
    request: z.object({ bot_name: z.string() }),
    response: z.object({ invite_url: httpUrl, start_param: z.string() }),
  }),
  registerOrLogin: defineEndpoint({
    service: "tg-host",
    method: "POST",
    path: "/tg/register_or_login",
    auth: false,
    request: telegramLoginInput,
    response: loginResult,
  }),
  /** Starts a login on the web through the bot: open `login_url` in Telegram, then poll the result. */
  webLoginInit: defineEndpoint({
    service: "tg-host",
    method: "POST",
    path: "/tg/web_login_init",
    auth: false,
    request: z.object({ bot_name: z.string() }),
    response: z.object({ token: z.string(), login_url: httpUrl, expire_in: z.number() }),
  }),
  webLoginResult: defineEndpoint({
    service: "tg-host",
    method: "POST",
    path: "/tg/web_login_result",
    auth: false,
    idempotent: true,
    request: z.object({ token: z.string() }),
    response: z.object({ status: z.enum(WEB_LOGIN_STATUSES), login: z.nullable(loginResult) }),
  }),
};
