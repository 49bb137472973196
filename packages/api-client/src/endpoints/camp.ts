// Camp service (spec section 7 names the service, no calls): the lucky-code draws of `/luckycode/buy`.
// Spec: not shown — every call below. Choice: a draw sells numbered codes at a price until its draw
// time; then one sold code wins the whole prize (drawn by the server, paid into the winner's wallet
// at once) and the draw shows its winning code.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty, idempotencyInput } from "../schemas/common";
import { luckyCode, luckyDraw } from "../schemas/camp";

export * from "../schemas/camp";

export const campEndpoints = {
  /** Draws still selling (soonest first), then drawn ones (latest first); open to guests. */
  luckyDraws: defineEndpoint({
    service: "camp",
    method: "GET",
    path: "/luckycode/draws",
    auth: false,
    request: empty,
    response: z.object({ list: z.array(luckyDraw) }),
  }),
  /**
   * Buys `count` codes: the price leaves the balance (2001 `lack_<COIN>`); a drawn draw, too few codes
   * left or more than `max_per_player`: 2003.
   */
  buyLuckyCodes: defineEndpoint({
    service: "camp",
    method: "POST",
    path: "/luckycode/buy",
    request: z.object({ draw_id: z.number(), count: z.number(), ...idempotencyInput }),
    response: z.object({ draw_id: z.number(), codes: z.array(z.string()), paid: z.string(), price_coin: z.string(), my_codes: z.number() }),
  }),
  /** The caller's codes of one draw and, once drawn, whether one of them won. */
  myLuckyCodes: defineEndpoint({
    service: "camp",
    method: "GET",
    path: "/luckycode/my_codes",
    request: z.object({ draw_id: z.number() }),
    response: z.object({
      draw_id: z.number(),
      codes: z.array(luckyCode),
      /** Null until drawn. */
      won: z.nullable(z.boolean()),
      /** What the caller won (paid at the draw), else null. */
      prize: z.nullable(z.string()),
    }),
  }),
};
