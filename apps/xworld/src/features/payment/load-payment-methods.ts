import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { payEndpoints } from "@repo/api-client/endpoints/pay";

/** The providers of each kind of method (payment_options). */
export type PaymentOptions = ResponseOf<typeof payEndpoints.paymentOptions>;

/** The payment methods page's reads as the server made them for the player of the request (each null when it failed). */
export interface PaymentMethodsFirst {
  methods: ResponseOf<typeof payEndpoints.paymentMethods> | null;
  /** The providers of each kind of method (for the form that adds one). */
  options: PaymentOptions | null;
}

/** The signed-in payment methods page's first data: the player's methods and the providers. */
export async function loadPaymentMethods(api: ApiClient): Promise<PaymentMethodsFirst> {
  const [methods, options] = await Promise.all([
    api.call(payEndpoints.paymentMethods, {}).catch(() => null),
    api.call(payEndpoints.paymentOptions, {}).catch(() => null),
  ]);
  return { methods, options };
}
