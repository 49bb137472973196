import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { investEndpoints } from "@repo/api-client/endpoints/invest";
import type { ResponseOf } from "@repo/api-client/endpoint";

export interface InvestFirst {
  products: ResponseOf<typeof investEndpoints.investProducts> | null;
}

/**
 * The public part of /invest fetched on the server, so the product list is in the first HTML: the
 * products (the same for everyone). It may fail: the screen then asks for it from the browser.
 */
export async function loadInvest(api: ApiClient): Promise<InvestFirst> {
  const products = await api.call(investEndpoints.investProducts, {}).catch(() => null);
  return { products };
}
