import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { investEndpoints } from "@repo/api-client/endpoints/invest";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import type { Assets } from "../wallet/use-wallet-data";

/** The product page's reads as the server made them for the player of the request (each null when it failed). */
export interface InvestProductFirst {
  /** The product the address names (none for an id that is not one). */
  product: ResponseOf<typeof investEndpoints.investProduct> | null;
  /** The balances (the amount is checked against the product coin's). */
  assets: Assets | null;
}

/** The signed-in product page's first data: the product and the balances (the list's loader is load-invest.ts). */
export async function loadInvestProduct(api: ApiClient, productId: number | null): Promise<InvestProductFirst> {
  const [product, assets] = await Promise.all([
    productId === null ? null : api.call(investEndpoints.investProduct, { product_id: productId }).catch(() => null),
    api.call(walletReadEndpoints.userAsset, {}).catch(() => null),
  ]);
  return { product, assets };
}
