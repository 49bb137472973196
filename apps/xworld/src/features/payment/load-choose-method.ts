import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { payEndpoints } from "@repo/api-client/endpoints/pay";

/** The method choice's read as the server made it for the player of the request (null when it failed). */
export interface ChooseMethodFirst {
  methods: ResponseOf<typeof payEndpoints.paymentMethods> | null;
}

/** The signed-in method choice's first data: the player's payment methods. */
export async function loadChooseMethod(api: ApiClient): Promise<ChooseMethodFirst> {
  const methods = await api.call(payEndpoints.paymentMethods, {}).catch(() => null);
  return { methods };
}
