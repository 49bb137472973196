"use client";
// The pay service reads the payment screens share.
import type { ResponseOf } from "@repo/api-client/endpoint";
import { payEndpoints } from "@repo/api-client/endpoints/pay";
import { type ServerAnswerOptions, useApiQuery } from "@repo/api-client/react";
import type { PayoutFirst } from "./load-payout";

type Answer<K extends keyof PayoutFirst> = ServerAnswerOptions<NonNullable<PayoutFirst[K]>>;

/** `server`: the page's server answer, `usePlayerFirst(first).answer(…)`, if any. */
export function usePaymentMethods(enabled = true, server: Answer<"methods"> = {}) {
  return useApiQuery(payEndpoints.paymentMethods, {}, { enabled, ...server });
}

export function usePaymentOptions(enabled = true, server: ServerAnswerOptions<ResponseOf<typeof payEndpoints.paymentOptions>> = {}) {
  return useApiQuery(payEndpoints.paymentOptions, {}, { enabled, ...server });
}

export function usePayoutConfig(enabled = true, server: Answer<"config"> = {}) {
  return useApiQuery(payEndpoints.payoutConfig, {}, { enabled, ...server });
}
