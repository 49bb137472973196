// Item schemas of the invest service. Amounts are decimal strings; times unix seconds.
import { z } from "zod/mini";
import { unixTime } from "./common";

export const investProduct = z.object({
  product_id: z.number(),
  name: z.string(),
  coin_name: z.string(),
  /** Digits an amount may have after the point. */
  decimals: z.number(),
  term_days: z.number(),
  /** Yearly yield in percent ("8.5"), earned by the second over the term. */
  apr: z.string(),
  min_amount: z.string(),
  max_amount: z.string(),
});

/** `running` until the term ends, then `due` (redeemable) until `redeemed`. */
export const HOLDING_STATUSES = ["running", "due", "redeemed"] as const;

export const investHolding = z.object({
  holding_id: z.number(),
  product_id: z.number(),
  name: z.string(),
  coin_name: z.string(),
  amount: z.string(),
  apr: z.string(),
  term_days: z.number(),
  start_at: unixTime,
  end_at: unixTime,
  /** Yield earned so far (the whole term's once due), rounded down to the coin's decimals. */
  accrued: z.string(),
  /** Yield of the whole term. */
  expected_yield: z.string(),
  status: z.enum(HOLDING_STATUSES),
});

export type InvestProduct = z.infer<typeof investProduct>;
export type InvestHolding = z.infer<typeof investHolding>;
export type HoldingStatus = InvestHolding["status"];
