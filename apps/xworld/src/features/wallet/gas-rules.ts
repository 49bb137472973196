// What /wallet/gas opens on, the same for the screen and for the server's read of the page: the coins it
// offers (those on a chain), the coin it starts with, the amount the fees are first shown for, and so the
// fee quotes it asks for first.
import { readAmount } from "@repo/app-shell/money/read-amount";
import { unitsOf } from "@repo/app-shell/money/units";
import type { AssetRow, Chain, TokenInfo } from "./use-wallet-data";
import type { FeeInput } from "./use-withdraw-fees";

/** Spec: not shown — the amount the fees are shown for. Choice: the player's off-chain balance, else this. */
export const SAMPLE_AMOUNT = "10";

/** The coins that can move on a chain: the only ones the page offers. */
export function movableAssets(assets: readonly AssetRow[], tokens: ReadonlyMap<string, TokenInfo>): AssetRow[] {
  return assets.filter((asset) => (tokens.get(asset.coin_name)?.chains.length ?? 0) > 0);
}

/** The coin the page opens on: the link's (?coin=) when it can move, else the first that can. */
export function openingAsset(movable: readonly AssetRow[], coin: string | null): AssetRow | undefined {
  return movable.find((asset) => asset.coin_name === coin) ?? movable[0];
}

/** The amount text the fees of a coin are first shown for. */
export function sampleFor(asset: AssetRow | undefined): string {
  return asset && unitsOf(asset.offchain) > 0n ? asset.offchain : SAMPLE_AMOUNT;
}

/** The fee quotes the page asks for as it opens: the opening coin's sample amount on each chain the coin is on. */
export function openingFeeInputs(assets: readonly AssetRow[], tokens: readonly TokenInfo[], chains: readonly Chain[], coin: string | null): FeeInput[] {
  const byCoin = new Map(tokens.map((token) => [token.coin_name, token] as const));
  const asset = openingAsset(movableAssets(assets, byCoin), coin);
  const token = asset ? byCoin.get(asset.coin_name) : undefined;
  if (!asset || !token) return [];
  const check = readAmount(sampleFor(asset), token.decimals);
  if (!check.ok) return [];
  return chains.filter((chain) => token.chains.includes(chain.chain)).map((chain) => ({ coin_name: asset.coin_name, amount: check.amount, chain: chain.chain }));
}
