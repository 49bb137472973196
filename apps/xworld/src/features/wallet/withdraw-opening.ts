// What the withdrawal opens on, the same for the server's drawing of the form and the form in the browser.
import { unitsOf } from "@repo/app-shell/money/units";
import type { AssetRow } from "./use-wallet-data";

/** Spec: not shown — the coin a withdrawal starts with. Choice: the link's, else the main coin, else one with money. */
export function withdrawOpening(movable: readonly AssetRow[], coin: string | null, mainCoin: string): AssetRow | undefined {
  return (
    movable.find((asset) => asset.coin_name === coin) ??
    movable.find((asset) => asset.coin_name === mainCoin) ??
    movable.find((asset) => unitsOf(asset.offchain) > 0n) ??
    movable[0]
  );
}

/** The chain a coin's withdrawal starts on: the link's when the coin moves there, else its first. */
export function openingChain<C extends { chain: string }>(coinChains: readonly C[], wanted: string | null): string {
  return coinChains.find((entry) => entry.chain === wanted)?.chain ?? coinChains[0]?.chain ?? "";
}
