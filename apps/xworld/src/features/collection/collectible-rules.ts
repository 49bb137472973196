// Pure rules of the collection screens: the odds a draw shows, what a draw tap does, whether an item can
// be sent, and the order of rarities.
import type { Collectible, DrawConf, Rarity } from "@repo/api-client/schemas/collectibles";
import { RARITIES } from "@repo/api-client/schemas/collectibles";
import { unitsOf } from "@repo/app-shell/money/units";
import { type AddressCheck, checkAddress } from "../wallet/addresses";

/** 0 for the most common rarity, up to 3 for legendary; unknown rarities count as common. */
export function rarityRank(rarity: Rarity): number {
  return Math.max(0, RARITIES.indexOf(rarity));
}

export interface WeightedRow {
  weight: number;
}

/**
 * Each row's chance as a percentage with two decimals ("60.00"), from its weight over the sum. The
 * hundredths are shared out by largest remainder, so the column always adds up to exactly 100.00.
 * Rows with no weight (or a table without any) show "0.00".
 */
export function percentsOf(rows: readonly WeightedRow[]): string[] {
  const weights = rows.map((row) => (Number.isFinite(row.weight) && row.weight > 0 ? Math.round(row.weight * 1_000_000) : 0));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return rows.map(() => "0.00");
  // In hundredths of a percent: 10 000 to share.
  const exact = weights.map((weight) => (weight * 10_000) / total);
  const floors = exact.map(Math.floor);
  let left = 10_000 - floors.reduce((sum, value) => sum + value, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((hundredths) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`);
}

/** What a tap on a draw button leads to. */
export type DrawStep = "draw" | "lack";

/**
 * A free draw needs a free chance (the button is not offered without one); a paid draw needs the price
 * in the off-chain balance of the price's coin, else the balance-lack dialog opens before any call. A
 * balance not yet read (undefined) stops nothing: the server, which knows it, refuses a short draw.
 */
export function drawStep(conf: Pick<DrawConf, "price" | "free_chances">, useFree: boolean, balance: string | undefined): DrawStep {
  if (useFree) return conf.free_chances > 0 ? "draw" : "lack";
  if (balance === undefined) return "draw";
  return unitsOf(balance) >= unitsOf(conf.price.amount) ? "draw" : "lack";
}

export type TransferBlock = "not_owner" | "pet" | "listed" | null;

/** Why the viewer cannot send this item (null: they can). Only the owner sends, only NFTs, never one on sale. */
export function transferBlock(item: Pick<Collectible, "kind" | "owner" | "listing_id">, viewerId: number | null): TransferBlock {
  if (viewerId === null || item.owner?.user_id !== viewerId) return "not_owner";
  if (item.kind !== "nft") return "pet";
  if (item.listing_id !== null) return "listed";
  return null;
}

/**
 * Spec: not shown — which chain NFTs move on. Choice: the BSC-style address every player has
 * (`wallet_addr`, 0x and 40 hex digits).
 */
export function checkNftAddress(text: string): AddressCheck {
  return checkAddress("BSC", text);
}
