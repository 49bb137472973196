import type { PaymentMethod } from "@repo/api-client/endpoints/pay";

/** "Vietcombank •••• 6789": how a method is named everywhere. */
export function methodName(method: Pick<PaymentMethod, "provider" | "account_mask">): string {
  return `${method.provider} ${method.account_mask}`;
}
