// The seeded collectibles: the known player's NFTs 1–3 and two pets, a second known player (the
// trader) with items on the market, and a few items of other players for the showcase. Parts drawn at
// random come from a PRNG of (seed, user id), every time from the injected clock.
import { type CollectibleStore, CollectibleStore as Store, type Design, NFT_DESIGNS, PET_DESIGNS, expToNext } from "./collectibles";
import { toMicro } from "./money";
import { userRandom } from "./per-user";
import type { DevUser, UserStore } from "./users";
import type { WalletStore } from "./wallet";

/** The second known player: sells on the market, and buys in tests. */
export const SEEDED_TRADER = { username: "dev_trader", dial_code: "+84", phone: "987654321", country_code: "VN" } as const;

const DAY = 86_400;

const design = (designs: readonly Design[], slug: string): Design => {
  const found = designs.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no design ${slug}`);
  return found;
};

interface SeedInput {
  seed: number;
  users: UserStore;
  wallet: WalletStore;
  nowSeconds: number;
  player: DevUser;
}

export function seedCollectibles({ seed, users, wallet, nowSeconds, player }: SeedInput): CollectibleStore {
  const store = new Store();
  const monthAgo = nowSeconds - 30 * DAY;

  const give = (owner: DevUser, kind: "nft" | "pet", item: Design, level: number, daysAgo: number, exp = 0) => {
    const obtained = nowSeconds - daysAgo * DAY;
    const record = store.addItem({ kind, design: item, level, owner_id: owner.user_id, obtained_at: obtained, ...(kind === "pet" ? { pet: { energy: 80, exp } } : {}) });
    store.record({ item_id: record.item_id, kind: "minted", player_id: owner.user_id, time: obtained });
    return record;
  };
  const list = (seller: DevUser, itemId: number, price: number, hoursAgo: number) => {
    const listedAt = nowSeconds - hoursAgo * 3_600;
    const listing = store.addListing({ item_id: itemId, seller_id: seller.user_id, price_micro: toMicro(price), listed_at: listedAt });
    store.record({ item_id: itemId, kind: "listed", player_id: seller.user_id, amount: { coin_name: "USDT", micro: listing.price_micro }, time: listedAt });
    return listing;
  };

  // The known player: NFTs 1–3 (the wallet's transfer call has always sent these) and two pets.
  give(player, "nft", design(NFT_DESIGNS, "neon-alley"), 1, 20);
  give(player, "nft", design(NFT_DESIGNS, "kelp-forest"), 2, 18);
  give(player, "nft", design(NFT_DESIGNS, "founders-seal"), 3, 15);
  give(player, "pet", design(PET_DESIGNS, "ember-fox"), 2, 14, expToNext(2) - 40);
  give(player, "pet", design(PET_DESIGNS, "frost-owl"), 1, 10, 20);

  // The trader: a month-old account with money to buy and items on sale.
  const trader = users.add({ ...SEEDED_TRADER, vip_level: 2, momo_account_list: [`0${SEEDED_TRADER.phone}`], logged_in_before: true, created_at: monthAgo });
  for (const [coin, amount] of [["USDT", 200], ["WH", 1500], ["XB", 5000], ["HAPPY", 40]] as const) {
    wallet.change(trader.user_id, coin, toMicro(amount), "seed", "opening balance", monthAgo);
  }
  const traderItems = [
    give(trader, "nft", design(NFT_DESIGNS, "rain-tram"), 1, 12),
    give(trader, "nft", design(NFT_DESIGNS, "sky-harbor"), 2, 11),
    give(trader, "nft", design(NFT_DESIGNS, "abyss-lantern"), 4, 9),
    give(trader, "nft", design(NFT_DESIGNS, "coral-gate"), 1, 8),
    give(trader, "pet", design(PET_DESIGNS, "thunder-cub"), 3, 7, 120),
    give(trader, "pet", design(PET_DESIGNS, "pebble-pup"), 1, 6),
    give(trader, "pet", design(PET_DESIGNS, "crystal-deer"), 4, 5, 200),
  ];
  const prices = [4.5, 12, 48, 3.2, 25, 2.8];
  traderItems.slice(0, 6).forEach((item, index) => list(trader, item.item_id, prices[index] ?? 5, 2 + index * 5));

  // Six other players show a couple of items each; the first four sell one.
  const others = [...users.byId.values()].filter((user) => user.user_id !== player.user_id && user.user_id !== trader.user_id).slice(0, 6);
  others.forEach((other, index) => {
    const random = userRandom(seed, other.user_id, 31);
    const nft = give(other, "nft", random.pick(NFT_DESIGNS), random.int(1, 5), random.int(3, 25));
    const pet = give(other, "pet", random.pick(PET_DESIGNS), random.int(1, 6), random.int(3, 25), random.int(0, 90));
    if (index < 4) list(other, (index % 2 === 0 ? nft : pet).item_id, random.int(2, 60) + random.int(0, 9) / 10, 30 + index * 7);
  });

  // One past sale, so the trader's trade history starts with something: a pet bought from another player.
  const seller = others[5];
  if (seller) {
    const sold = give(seller, "pet", design(PET_DESIGNS, "moss-turtle"), 2, 6, 10);
    const listing = list(seller, sold.item_id, 6, 5 * 24);
    const soldAt = nowSeconds - 4 * DAY;
    listing.status = "sold";
    listing.closed_at = soldAt;
    listing.buyer_id = trader.user_id;
    sold.owner_id = trader.user_id;
    sold.obtained_at = soldAt;
    const total = listing.price_micro + listing.fee_micro;
    wallet.change(trader.user_id, "USDT", -total, "market_buy", sold.design.name, soldAt);
    wallet.change(seller.user_id, "USDT", listing.price_micro, "market_sell", sold.design.name, soldAt);
    store.record({ item_id: sold.item_id, kind: "sold", player_id: seller.user_id, counterparty_id: trader.user_id, amount: { coin_name: "USDT", micro: listing.price_micro }, time: soldAt });
    const snapshot = { listing_id: listing.listing_id, item_id: sold.item_id, item_name: sold.design.name, item_kind: sold.kind, item_rarity: sold.design.rarity, price_micro: listing.price_micro, fee_micro: listing.fee_micro, time: soldAt };
    store.addTrade({ ...snapshot, user_id: trader.user_id, side: "bought", counterparty_id: seller.user_id, amount_micro: -total });
    store.addTrade({ ...snapshot, user_id: seller.user_id, side: "sold", counterparty_id: trader.user_id, amount_micro: listing.price_micro });
  }
  return store;
}
