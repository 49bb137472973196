import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { walletMoveEndpoints } from "@repo/api-client/endpoints/wallet-moves";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { openingFeeInputs } from "./gas-rules";
import { loadTokenInfos } from "./load-token-infos";
import type { Assets, Chains, TokenInfo } from "./use-wallet-data";
import type { FeeRead } from "./use-withdraw-fees";

/** The network fee page's reads as the server made them for the player of the request (each null when it failed). */
export interface GasFirst {
  assets: Assets | null;
  chains: Chains | null;
  /** Token facts of each coin the balances name; null when the balances or any coin's answer failed. */
  tokens: TokenInfo[] | null;
  /** The fee quote of each chain for the coin and amount the page opens on (`openingFeeInputs`); none without the reads above. */
  fees: FeeRead[];
}

/** The signed-in network fee page's first data: balances, chains, token facts, then the opening coin's fee on each of its chains. */
export async function loadGas(api: ApiClient, coin: string | null): Promise<GasFirst> {
  const [assets, chains] = await Promise.all([
    api.call(walletReadEndpoints.userAsset, {}).catch(() => null),
    api.call(walletReadEndpoints.getChainList, {}).catch(() => null),
  ]);
  const tokens = await loadTokenInfos(api, assets?.list);
  const inputs = assets && chains && tokens ? openingFeeInputs(assets.list, tokens, chains.list, coin) : [];
  const fees = await Promise.all(
    inputs.map(async (input) => ({ input, quote: await api.call(walletMoveEndpoints.transferFromOffchainToOnchainFee, input).catch(() => null) })),
  );
  return { assets, chains, tokens, fees };
}
