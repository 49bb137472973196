// How a payment method is named and its kind said; no client code, so server components use it too.
import { useLingui } from "@lingui/react/macro";
import type { PaymentMethod, PaymentMethodType } from "@repo/api-client/endpoints/pay";
import { useCallback } from "react";

/** "Vietcombank •••• 6789": how a method is named everywhere. */
export function methodName(method: Pick<PaymentMethod, "provider" | "account_mask">): string {
  return `${method.provider} ${method.account_mask}`;
}

/** "Bank account" or "E-wallet". */
export function useMethodTypeLabel(): (type: PaymentMethodType) => string {
  const { t } = useLingui();
  return useCallback((type: PaymentMethodType) => (type === "bank" ? t`Bank account` : t`E-wallet`), [t]);
}
