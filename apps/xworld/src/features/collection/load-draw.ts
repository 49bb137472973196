import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import type { DrawConf } from "@repo/api-client/schemas/collectibles";
import type { Assets } from "../wallet/use-wallet-data";
import { DRAW_CALLS, type DrawKind } from "./draw-calls";

/** The draw page's reads as the server made them for the player of the request (each null when it failed). */
export interface DrawFirst {
  /** The price, the day's free chances and the odds. */
  conf: DrawConf | null;
  /** The balances (the price's coin is checked against them). */
  assets: Assets | null;
}

/** The signed-in pet draw's or NFT roll's first data: its terms and the balances. */
export async function loadDraw(api: ApiClient, kind: DrawKind): Promise<DrawFirst> {
  const [conf, assets] = await Promise.all([api.call(DRAW_CALLS[kind].conf, {}).catch(() => null), api.call(walletReadEndpoints.userAsset, {}).catch(() => null)]);
  return { conf, assets };
}

