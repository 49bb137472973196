// Pay service: the player's payment methods (bank accounts and e-wallets) and withdrawals ("payouts")
// from the wallet to one of them (spec section 2: /user/payment, /user/withdraw-quantity,
// /user/withdrawNew, /user/withdraw-payment; the spec names the service "pay" and no call of it).
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty, idempotencyInput, ok, pageInput, pageOf, unixTime } from "../schemas/common";

// Spec: not shown — the kinds of payment method. Choice: a bank account and an e-wallet (MoMo and the
// like), the two ways the supported markets cash out; an on-chain address is the wallet's own withdrawal.
export const PAYMENT_METHOD_TYPES = ["bank", "ewallet"] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/**
 * Spec: not shown — the pay service's codes. Choice: the dev API's: an unknown method 1002, the same
 * account twice 2002, a sixth method or a payout over the day's limit 2003, too little money 2001
 * (`msg: lack_<COIN>`, as the wallet's).
 */
export const PAY_CODES = { NOT_FOUND: 1002, BALANCE_LACK: 2001, DUPLICATE: 2002, LIMIT_REACHED: 2003 } as const;

/** Spec: not shown — how many methods a player keeps. Choice: five. */
export const MAX_PAYMENT_METHODS = 5;

const methodType = z.enum(PAYMENT_METHOD_TYPES);

export const paymentMethod = z.object({
  method_id: z.number(),
  type: methodType,
  /** The bank or e-wallet, one of `payment_options`' providers for the type. */
  provider: z.string(),
  /** The account number with all but its last four digits hidden ("•••• 6789"). */
  account_mask: z.string(),
  holder_name: z.string(),
  is_default: z.boolean(),
  created_at: unixTime,
});

/** A payout as it was booked: what left the wallet, the fee, what the method receives. */
export const payoutOrder = z.object({
  order_id: z.string(),
  coin_name: z.string(),
  amount: z.string(),
  fee: z.string(),
  amount_received: z.string(),
  method: z.object({ type: methodType, provider: z.string(), account_mask: z.string() }),
  /** Spec: not shown — the states. Choice: processing until the provider confirms, then paid; failed ones are refunded. */
  status: z.enum(["processing", "paid", "failed"]),
  time: unixTime,
});

/** A coin the wallet pays out, with its limits and fee rule. Amounts are decimal strings of the coin. */
export const payoutCoin = z.object({
  coin_name: z.string(),
  decimals: z.number(),
  min_amount: z.string(),
  max_amount: z.string(),
  /** Most that may leave in one calendar day (the server's), and how much already did today. */
  daily_limit: z.string(),
  daily_used: z.string(),
  /**
   * Spec: not shown — the fee rule. Choice: `fee_bps` basis points of the amount, rounded up to the
   * coin's decimals, at least `fee_min`; the method receives the amount less the fee.
   */
  fee_bps: z.number(),
  fee_min: z.string(),
  /** The fixed amounts /user/withdraw-quantity offers. */
  quantities: z.array(z.string()),
});

export const payEndpoints = {
  /** Which banks and e-wallets a method can be (per type), for the add form. */
  paymentOptions: defineEndpoint({
    service: "pay",
    method: "POST",
    path: "/pay/payment_options",
    idempotent: true,
    request: empty,
    response: z.object({ list: z.array(z.object({ type: methodType, providers: z.array(z.string()) })) }),
  }),
  paymentMethods: defineEndpoint({
    service: "pay",
    method: "POST",
    path: "/pay/payment_methods",
    idempotent: true,
    request: empty,
    response: z.object({ list: z.array(paymentMethod) }),
  }),
  /**
   * Field errors come back as code 1001 with `errors` per field; the same account again is 2002, a
   * sixth method 2003. The first method becomes the default, as does one added with `set_default`.
   */
  addPaymentMethod: defineEndpoint({
    service: "pay",
    method: "POST",
    path: "/pay/add_payment_method",
    request: z.object({
      type: methodType,
      provider: z.string(),
      /** Digits only: a bank account number, or the e-wallet's phone number. */
      account: z.string(),
      holder_name: z.string(),
      set_default: z.boolean(),
    }),
    response: paymentMethod,
  }),
  /** Removing the default makes the newest remaining method the default. */
  removePaymentMethod: defineEndpoint({
    service: "pay",
    method: "POST",
    path: "/pay/remove_payment_method",
    request: z.object({ method_id: z.number() }),
    response: ok,
  }),
  setDefaultPaymentMethod: defineEndpoint({
    service: "pay",
    method: "POST",
    path: "/pay/set_default_payment_method",
    request: z.object({ method_id: z.number() }),
    response: ok,
  }),
  payoutConfig: defineEndpoint({
    service: "pay",
    method: "POST",
    path: "/pay/payout_config",
    idempotent: true,
    request: empty,
    response: z.object({ list: z.array(payoutCoin) }),
  }),
  /** Moves `amount` out of the off-chain wallet to the method, once per idempotency key. */
  payout: defineEndpoint({
    service: "pay",
    method: "POST",
    path: "/pay/payout",
    request: z.object({ coin_name: z.string(), amount: z.string(), method_id: z.number(), ...idempotencyInput }),
    response: payoutOrder,
  }),
  payoutOrders: defineEndpoint({
    service: "pay",
    method: "POST",
    path: "/pay/payout_orders",
    idempotent: true,
    request: pageInput,
    response: pageOf(payoutOrder),
  }),
};

export type PaymentMethod = z.infer<typeof paymentMethod>;
export type PayoutOrder = z.infer<typeof payoutOrder>;
export type PayoutCoin = z.infer<typeof payoutCoin>;
