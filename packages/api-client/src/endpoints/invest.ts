// Invest service (spec section 7 names the service, no calls).
// Spec: not shown — every call below. Choice: fixed-term products: an amount between the product's
// minimum and maximum leaves the balance, earns the yearly yield by the second for the term, and is
// redeemed with its yield once the term has ended (not before).
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty, idempotencyInput } from "../schemas/common";
import { investHolding, investProduct } from "../schemas/invest";

export * from "../schemas/invest";

export const investEndpoints = {
  /** Every product; open to guests. */
  investProducts: defineEndpoint({
    service: "invest",
    method: "GET",
    path: "/invest/products",
    auth: false,
    request: empty,
    response: z.object({ list: z.array(investProduct) }),
  }),
  /** One product; an unknown id is 1002. */
  investProduct: defineEndpoint({
    service: "invest",
    method: "GET",
    path: "/invest/product_detail",
    auth: false,
    request: z.object({ product_id: z.number() }),
    response: investProduct,
  }),
  /**
   * Puts `amount` into a product: it leaves the balance (2001 `lack_<COIN>`); outside the minimum and
   * maximum, or with more decimals than the product takes, 1001 on `amount`.
   */
  investSubscribe: defineEndpoint({
    service: "invest",
    method: "POST",
    path: "/invest/subscribe",
    request: z.object({ product_id: z.number(), amount: z.string(), ...idempotencyInput }),
    response: investHolding,
  }),
  /** The caller's holdings, newest first, with the yield earned so far. */
  investHoldings: defineEndpoint({
    service: "invest",
    method: "GET",
    path: "/invest/holdings",
    request: empty,
    response: z.object({ list: z.array(investHolding) }),
  }),
  /** Pays a due holding's amount and yield into the wallet, once (before the end: 2003; again: 2002). */
  investRedeem: defineEndpoint({
    service: "invest",
    method: "POST",
    path: "/invest/redeem",
    request: z.object({ holding_id: z.number(), ...idempotencyInput }),
    response: z.object({ holding_id: z.number(), amount: z.string(), yield: z.string(), coin_name: z.string(), balance: z.string() }),
  }),
};
