"use client";
// The pay service reads the payment screens share.
import { payEndpoints } from "@repo/api-client/endpoints/pay";
import { fromServer, useApiQuery } from "@repo/api-client/react";
import type { PayoutFirst } from "./load-payout";

export function usePaymentMethods(enabled = true, first?: PayoutFirst["methods"]) {
  return useApiQuery(payEndpoints.paymentMethods, {}, { enabled, ...fromServer(first) });
}

export function usePaymentOptions(enabled = true) {
  return useApiQuery(payEndpoints.paymentOptions, {}, { enabled });
}

export function usePayoutConfig(enabled = true, first?: PayoutFirst["config"]) {
  return useApiQuery(payEndpoints.payoutConfig, {}, { enabled, ...fromServer(first) });
}
