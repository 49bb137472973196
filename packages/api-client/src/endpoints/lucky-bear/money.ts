// Lucky Bear service (spec section 7), money: recharge settings and orders, withdrawals, balances and their
// history, locks. GET unless noted.
// One of the service's areas: a screen imports the areas it calls (`luckyBearEndpoints` is all of them).
import { z } from "zod/mini";
import { httpUrl } from "../../url";
import { empty, idempotencyInput, pageInput, pageOf, unixTime } from "../../schemas/common";
import { order, reward } from "../../schemas/lucky-bear";
import { get, post } from "./define";

export const luckyBearMoneyEndpoints = {
  rechargeConf: get("recharge_conf", {
    auth: false,
    request: empty,
    response: z.object({
      currencies: z.array(
        z.object({ currency: z.string(), min: z.string(), max: z.string(), presets: z.array(z.string()), usdt_rate: z.string() }),
      ),
      channels: z.array(z.object({ id: z.string(), name: z.string(), icon: z.string() })),
    }),
  }),
  assetList: get("asset_list", {
    request: empty,
    response: z.object({
      list: z.array(z.object({ coin_name: z.string(), coin_logo: z.string(), amount: z.string(), locked: z.string(), usdt_amount: z.string() })),
      total_usdt: z.string(),
    }),
  }),
  assetDetail: get("asset_detail", {
    request: z.extend(pageInput, { coin_name: z.string() }),
    response: z.extend(
      pageOf(z.object({ id: z.number(), amount: z.string(), kind: z.string(), memo: z.string(), time: unixTime })),
      { coin_name: z.string(), balance: z.string() },
    ),
  }),
  /** POST: creates a recharge order (the dev API pays it at once). */
  recharge: post("recharge", {
    request: z.object({ amount: z.string(), currency: z.string(), channel: z.string(), ...idempotencyInput }),
    response: z.object({ order_id: z.string(), pay_url: httpUrl, status: z.string() }),
  }),
  /** POST: takes the amount off the balance and creates a pending withdrawal order. */
  withdraw: post("withdraw", {
    request: z.object({ amount: z.string(), currency: z.string(), channel: z.string(), account: z.string(), ...idempotencyInput }),
    response: z.object({ order_id: z.string(), status: z.string() }),
  }),
  myOrders: get("my_orders", {
    request: z.extend(pageInput, { type: z.optional(z.enum(["recharge", "withdraw"])) }),
    response: pageOf(order),
  }),
  lockedDetail: get("locked_detail", {
    request: empty,
    response: z.object({
      coin_name: z.string(),
      locked_amount: z.string(),
      list: z.array(z.object({ lock_id: z.number(), amount: z.string(), reason: z.string(), unlock_at: unixTime, unlockable: z.boolean() })),
    }),
  }),
  /** POST: releases an unlockable lock to the balance (a repeated attempt key answers the first answer). */
  unlock: post("unlock", { request: z.object({ lock_id: z.number(), ...idempotencyInput }), response: reward }),
};
