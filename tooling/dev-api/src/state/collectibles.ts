// NFTs, pets and the market: the catalogue of what can be drawn, the rules of pets, and the records
// behind every collectibles call (items, their history, listings, trades, draw chances).
import type { ItemKind, Rarity } from "@repo/api-client/schemas/collectibles";
import type { ListingStatus, TradeSide } from "@repo/api-client/schemas/market";
import { assetPath } from "../assets";
import { toMicro } from "./money";
import { PerUser } from "./per-user";

export interface Design {
  /** Image name under /static/<kind>s/. */
  slug: string;
  name: string;
  series: string;
  rarity: Rarity;
}

export const PET_DESIGNS: readonly Design[] = [
  { slug: "ember-fox", name: "Ember Fox", series: "Forest", rarity: "common" },
  { slug: "moss-turtle", name: "Moss Turtle", series: "Forest", rarity: "common" },
  { slug: "pebble-pup", name: "Pebble Pup", series: "Meadow", rarity: "common" },
  { slug: "frost-owl", name: "Frost Owl", series: "Tundra", rarity: "rare" },
  { slug: "thunder-cub", name: "Thunder Cub", series: "Storm", rarity: "rare" },
  { slug: "crystal-deer", name: "Crystal Deer", series: "Cavern", rarity: "epic" },
  { slug: "shadow-lynx", name: "Shadow Lynx", series: "Night", rarity: "epic" },
  { slug: "sun-dragon", name: "Sun Dragon", series: "Sky", rarity: "legendary" },
];

export const NFT_DESIGNS: readonly Design[] = [
  { slug: "neon-alley", name: "Neon Alley", series: "Neon City", rarity: "common" },
  { slug: "rain-tram", name: "Rain Tram", series: "Neon City", rarity: "common" },
  { slug: "coral-gate", name: "Coral Gate", series: "Deep Sea", rarity: "common" },
  { slug: "kelp-forest", name: "Kelp Forest", series: "Deep Sea", rarity: "rare" },
  { slug: "sky-harbor", name: "Sky Harbor", series: "Neon City", rarity: "rare" },
  { slug: "abyss-lantern", name: "Abyss Lantern", series: "Deep Sea", rarity: "epic" },
  { slug: "founders-seal", name: "Founders Seal", series: "Founders", rarity: "epic" },
  { slug: "golden-genesis", name: "Golden Genesis", series: "Founders", rarity: "legendary" },
];

/** Rarities from the most common (0) up. */
export const RARITY_RANK: Readonly<Record<Rarity, number>> = { common: 0, rare: 1, epic: 2, legendary: 3 };

export const imageOf = (kind: ItemKind, design: Design) => assetPath(kind === "pet" ? "pets" : "nfts", design.slug);

/** Chances of each rarity in a draw or roll (weights; the server draws with exactly these). */
export const DRAW_ODDS: readonly { rarity: Rarity; weight: number }[] = [
  { rarity: "common", weight: 60 },
  { rarity: "rare", weight: 28 },
  { rarity: "epic", weight: 10 },
  { rarity: "legendary", weight: 2 },
];

export const PET_DRAW_PRICE = { coin_name: "WH", micro: toMicro(100) } as const;
export const NFT_ROLL_PRICE = { coin_name: "XB", micro: toMicro(500) } as const;

export const PET_RULES = {
  coin_name: "WH",
  feed_cost_micro: toMicro(20),
  feed_energy: 30,
  feed_exp: 40,
  max_energy: 100,
  hunt_energy: 25,
  hunt_spots: 3,
  reward_coin: "HAPPY",
  /** At level 1; a pet of level L finds L times as much. */
  hunt_table: [
    { micro: 0, weight: 25 },
    { micro: toMicro(1), weight: 40 },
    { micro: toMicro(2), weight: 22 },
    { micro: toMicro(5), weight: 10 },
    { micro: toMicro(10), weight: 3 },
  ],
  max_level: 10,
} as const;

/** Experience a pet of `level` needs for the next one. */
export const expToNext = (level: number) => 100 * level;
/** What the next level costs a pet of `level`, in the pet coin. */
export const levelUpCostMicro = (level: number) => toMicro(50 * level);

export const MARKET = {
  coin_name: "USDT",
  fee_bps: 250,
  min_price_micro: toMicro(0.1),
  max_price_micro: toMicro(100_000),
} as const;

/** The buyer's fee of a price: fee_bps of it, rounded up to the last micro-unit. */
export const marketFeeMicro = (priceMicro: number) => Math.ceil((priceMicro * MARKET.fee_bps) / 10_000);

export interface ItemRecord {
  item_id: number;
  kind: ItemKind;
  design: Design;
  level: number;
  owner_id: number | null;
  /** Set when the item was sent to an address outside the dev backend. */
  external_address: string | null;
  pet: { energy: number; exp: number } | null;
  obtained_at: number;
}

export interface EventRecord {
  event_id: number;
  item_id: number;
  kind: string;
  player_id: number | null;
  counterparty_id: number | null;
  to_address: string | null;
  amount: { coin_name: string; micro: number } | null;
  time: number;
}

export interface ListingRecord {
  listing_id: number;
  item_id: number;
  seller_id: number;
  price_micro: number;
  fee_micro: number;
  status: ListingStatus;
  listed_at: number;
  closed_at: number | null;
  buyer_id: number | null;
}

export interface TradeRecord {
  trade_id: number;
  listing_id: number;
  user_id: number;
  side: TradeSide;
  counterparty_id: number;
  item_id: number;
  item_name: string;
  item_kind: ItemKind;
  item_rarity: Rarity;
  price_micro: number;
  fee_micro: number;
  /** Signed: what moved for this player. */
  amount_micro: number;
  time: number;
}

export interface DrawAccount {
  /** The UTC day of the last free pet draw / NFT roll. */
  free_pet_day: number | null;
  free_roll_day: number | null;
  /** Draws and rolls made, for the per-player PRNG. */
  draws: number;
  hunts: number;
}

export class CollectibleStore {
  readonly items = new Map<number, ItemRecord>();
  readonly events: EventRecord[] = [];
  readonly listings = new Map<number, ListingRecord>();
  readonly trades: TradeRecord[] = [];
  readonly accounts = new PerUser<DrawAccount>(() => ({ free_pet_day: null, free_roll_day: null, draws: 0, hunts: 0 }));
  private nextItemId = 1;
  private nextEventId = 1;
  private nextListingId = 1;
  private nextTradeId = 1;
  private nextDrawId = 1;

  addItem(fields: Omit<ItemRecord, "item_id" | "external_address" | "pet"> & { pet?: ItemRecord["pet"] }): ItemRecord {
    const item: ItemRecord = {
      item_id: this.nextItemId++,
      external_address: null,
      pet: fields.kind === "pet" ? (fields.pet ?? { energy: PET_RULES.max_energy, exp: 0 }) : null,
      ...fields,
    };
    this.items.set(item.item_id, item);
    return item;
  }

  record(event: Omit<EventRecord, "event_id" | "counterparty_id" | "to_address" | "amount"> & Partial<EventRecord>): EventRecord {
    const full: EventRecord = { counterparty_id: null, to_address: null, amount: null, ...event, event_id: this.nextEventId++ };
    this.events.push(full);
    return full;
  }

  addListing(fields: Omit<ListingRecord, "listing_id" | "fee_micro" | "status" | "closed_at" | "buyer_id">): ListingRecord {
    const listing: ListingRecord = {
      ...fields,
      listing_id: this.nextListingId++,
      fee_micro: marketFeeMicro(fields.price_micro),
      status: "on_sale",
      closed_at: null,
      buyer_id: null,
    };
    this.listings.set(listing.listing_id, listing);
    return listing;
  }

  addTrade(trade: Omit<TradeRecord, "trade_id">): TradeRecord {
    const full = { ...trade, trade_id: this.nextTradeId++ };
    this.trades.push(full);
    return full;
  }

  nextDraw(): number {
    return this.nextDrawId++;
  }

  /** The item's listing on sale, if any. */
  openListingOf(itemId: number): ListingRecord | null {
    for (const listing of this.listings.values()) if (listing.item_id === itemId && listing.status === "on_sale") return listing;
    return null;
  }

  historyOf(itemId: number): EventRecord[] {
    return this.events.filter((event) => event.item_id === itemId).sort((a, b) => b.time - a.time || b.event_id - a.event_id);
  }
}
