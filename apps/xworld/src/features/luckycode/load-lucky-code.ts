import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { campEndpoints } from "@repo/api-client/endpoints/camp";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import type { Assets } from "../wallet/use-wallet-data";
import { chooseDraw } from "./code-rules";

/** The lucky-code page's reads as the server made them for the reader of the request (each null when it failed or, for a guest, not made). */
export interface LuckyCodeFirst {
  /** The draws, with how many codes the player holds in each. */
  draws: ResponseOf<typeof campEndpoints.luckyDraws> | null;
  /** The player's codes of the draw the page opens on (`chooseDraw` of the address's `?draw=`). */
  codes: ResponseOf<typeof campEndpoints.myLuckyCodes> | null;
  /** The balances (a purchase's cost is checked against them). */
  assets: Assets | null;
}

/** The lucky-code page's first data: the draws (and for a player the balances, then their codes of the chosen draw). */
export async function loadLuckyCode(api: ApiClient, drawId: number | null, signedIn = true): Promise<LuckyCodeFirst> {
  const [draws, assets] = await Promise.all([
    api.call(campEndpoints.luckyDraws, {}).catch(() => null),
    signedIn ? api.call(walletReadEndpoints.userAsset, {}).catch(() => null) : null,
  ]);
  const draw = draws && signedIn ? chooseDraw(draws.list, drawId) : null;
  const codes = draw ? await api.call(campEndpoints.myLuckyCodes, { draw_id: draw.draw_id }).catch(() => null) : null;
  return { draws, codes, assets };
}
