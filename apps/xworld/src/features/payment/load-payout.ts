import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { payEndpoints } from "@repo/api-client/endpoints/pay";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import type { Assets } from "../wallet/use-wallet-data";

/** The payout's reads as the server made them for the player of the request (each null when it failed). */
export interface PayoutFirst {
  config: ResponseOf<typeof payEndpoints.payoutConfig> | null;
  methods: ResponseOf<typeof payEndpoints.paymentMethods> | null;
  assets: Assets | null;
}

/** The signed-in payout pages' first data, read by the server as the player of the request. */
export async function loadPayout(api: ApiClient): Promise<PayoutFirst> {
  const [config, methods, assets] = await Promise.all([
    api.call(payEndpoints.payoutConfig, {}).catch(() => null),
    api.call(payEndpoints.paymentMethods, {}).catch(() => null),
    api.call(walletReadEndpoints.userAsset, {}).catch(() => null),
  ]);
  return { config, methods, assets };
}
