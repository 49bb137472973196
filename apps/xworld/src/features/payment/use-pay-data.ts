"use client";
// The pay service reads the payment screens share.
import { payEndpoints } from "@repo/api-client/endpoints/pay";
import { useApiQuery } from "@repo/api-client/react";

export function usePaymentMethods(enabled = true) {
  return useApiQuery(payEndpoints.paymentMethods, {}, { enabled });
}

export function usePaymentOptions(enabled = true) {
  return useApiQuery(payEndpoints.paymentOptions, {}, { enabled });
}

export function usePayoutConfig(enabled = true) {
  return useApiQuery(payEndpoints.payoutConfig, {}, { enabled });
}
