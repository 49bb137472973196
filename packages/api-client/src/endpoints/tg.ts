// Telegram service (spec section 7, "Telegram"): xworld's mini-app login and contact binding.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { loginResult } from "../schemas/common";

/** Body of every login with Telegram: the raw init data, unchanged (re-serialising breaks the hash). */
export const telegramLoginInput = z.object({ bot_name: z.string(), init_data: z.string(), start_param: z.string() });

export const tgEndpoints = {
  xwRegisterOrLogin: defineEndpoint({
    service: "tg",
    method: "POST",
    path: "/tg/xw_register_or_login",
    auth: false,
    request: telegramLoginInput,
    response: loginResult,
  }),
  /** `data` is the signed result of the mini app's requestContact. */
  authContact: defineEndpoint({
    service: "tg",
    method: "POST",
    path: "/tg/auth_contact",
    request: z.object({ bot_name: z.string(), data: z.string() }),
    response: z.object({ phone_number: z.string() }),
  }),
};
