import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { investEndpoints } from "@repo/api-client/endpoints/invest";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { isBusinessError } from "@repo/api-client/errors";
import type { Assets } from "../wallet/use-wallet-data";
import { PRODUCT_NOT_FOUND } from "./invest-codes";

/** The product page's reads as the server made them for the player of the request (each null when it failed). */
export interface InvestProductFirst {
  /** The product the address names (none for an id that is not one). */
  product: ResponseOf<typeof investEndpoints.investProduct> | null;
  /** The balances (the amount is checked against the product coin's). */
  assets: Assets | null;
  /** The server said the product does not exist. */
  missing: boolean;
}

/** The signed-in product page's first data: the product and the balances (the list's loader is load-invest.ts). */
export async function loadInvestProduct(api: ApiClient, productId: number | null): Promise<InvestProductFirst> {
  const [product, assets] = await Promise.all([
    productId === null
      ? { product: null, missing: false }
      : api.call(investEndpoints.investProduct, { product_id: productId }).then(
          (read) => ({ product: read, missing: false }),
          (error: unknown) => ({ product: null, missing: isBusinessError(error, PRODUCT_NOT_FOUND) }),
        ),
    api.call(walletReadEndpoints.userAsset, {}).catch(() => null),
  ]);
  return { product: product.product, assets, missing: product.missing };
}
