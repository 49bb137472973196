// Test support (not app code): collectibles as the dev API answers them, for the feature screens' tests.
import type { Collectible, DrawConf } from "@repo/api-client/schemas/collectibles";
import type { Listing } from "@repo/api-client/schemas/market";

export { PLAYER_ID, renderFeature } from "@repo/app-shell/testing/render-feature";
export { plain, walletReads, SEEDED_BALANCES, type Balances } from "../wallet/testing";

/** One idempotency key per confirmed attempt (@repo/api-client/attempt-key). */
export const ATTEMPT_KEY = /^[0-9a-f]{32}$/;

export const request = (service: "nft" | "pet" | "wallet" | "search", path: string) => ({ service, method: "POST", path, url: "" }) as const;

export function nft(fields: Partial<Collectible> = {}): Collectible {
  return {
    item_id: 3,
    kind: "nft",
    name: "Founders Seal #3",
    image: "/static/nfts/founders-seal.svg",
    rarity: "epic",
    level: 3,
    series: "Founders",
    owner: { user_id: 10001, username: "dev_player" },
    listing_id: null,
    pet: null,
    obtained_at: 1_781_000_000,
    ...fields,
  };
}

export function pet(fields: Partial<Collectible> = {}, stats: Partial<NonNullable<Collectible["pet"]>> = {}): Collectible {
  return nft({
    item_id: 4,
    kind: "pet",
    name: "Ember Fox #4",
    rarity: "common",
    level: 2,
    series: "Forest",
    pet: { species: "Ember Fox", energy: 80, max_energy: 100, exp: 160, exp_to_next: 200, max_level: 10, level_up_cost: "100.00", ...stats },
    ...fields,
  });
}

export function drawConf(fields: Partial<DrawConf> = {}): DrawConf {
  return {
    price: { coin_name: "WH", amount: "100.00" },
    free_chances: 1,
    next_free_at: null,
    odds: [
      { rarity: "common", weight: 60 },
      { rarity: "rare", weight: 28 },
      { rarity: "epic", weight: 10 },
      { rarity: "legendary", weight: 2 },
    ],
    pool: [
      { name: "Ember Fox", image: "/f.svg", rarity: "common" },
      { name: "Frost Owl", image: "/o.svg", rarity: "rare" },
      { name: "Crystal Deer", image: "/d.svg", rarity: "epic" },
      { name: "Sun Dragon", image: "/s.svg", rarity: "legendary" },
    ],
    ...fields,
  };
}

export function listing(fields: Partial<Listing> = {}): Listing {
  return {
    listing_id: 12,
    item: nft({ owner: { user_id: 10026, username: "dev_trader" }, listing_id: 12 }),
    seller: { user_id: 10026, username: "dev_trader" },
    coin_name: "USDT",
    price: "20.00",
    fee: "0.50",
    total: "20.50",
    status: "on_sale",
    listed_at: 1_781_000_000,
    closed_at: null,
    buyer: null,
    ...fields,
  };
}
