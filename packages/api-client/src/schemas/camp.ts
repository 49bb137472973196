// Item schemas of the camp service's lucky-code draws. Amounts are decimal strings; times unix seconds.
import { z } from "zod/mini";
import { unixTime } from "./common";

/** `selling` until `draw_at`, then `drawn` (with its winning code, or none when no code was sold). */
export const DRAW_STATUSES = ["selling", "drawn"] as const;

export const luckyDraw = z.object({
  draw_id: z.number(),
  title: z.string(),
  prize: z.string(),
  prize_coin: z.string(),
  code_price: z.string(),
  price_coin: z.string(),
  total_codes: z.number(),
  sold_codes: z.number(),
  /** The most codes one player may hold in this draw. */
  max_per_player: z.number(),
  draw_at: unixTime,
  status: z.enum(DRAW_STATUSES),
  winning_code: z.nullable(z.string()),
  /** How many codes the caller holds; 0 for a signed-out reader. */
  my_codes: z.number(),
});

export const luckyCode = z.object({ code: z.string(), bought_at: unixTime });

export type LuckyDraw = z.infer<typeof luckyDraw>;
export type DrawStatus = LuckyDraw["status"];
export type LuckyCode = z.infer<typeof luckyCode>;
