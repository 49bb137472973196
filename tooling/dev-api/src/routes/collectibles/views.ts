// How the collectibles records answer: items, history lines, listings and trades in the contract's
// shapes, and the lookups and refusals every collectibles route shares.
import { COLLECTIBLE_CODES } from "@repo/api-client/schemas/collectibles";
import { DEV_CODES, fail } from "../../envelope";
import type { HandlerContext } from "../../serve";
import type { DevState } from "../../state";
import { type EventRecord, type ItemRecord, type ListingRecord, PET_RULES, RARITY_RANK, type TradeRecord, expToNext, imageOf, levelUpCostMicro } from "../../state/collectibles";
import { formatMicro } from "../../state/money";

export function playerRef(state: DevState, userId: number) {
  return { user_id: userId, username: state.users.get(userId)?.username ?? `player${userId}` };
}

export function itemView(state: DevState, item: ItemRecord) {
  const { design } = item;
  return {
    item_id: item.item_id,
    kind: item.kind,
    name: `${design.name} #${item.item_id}`,
    image: imageOf(item.kind, design),
    rarity: design.rarity,
    level: item.level,
    series: design.series,
    owner: item.owner_id === null ? null : playerRef(state, item.owner_id),
    listing_id: state.collectibles.openListingOf(item.item_id)?.listing_id ?? null,
    pet: item.pet
      ? {
          species: design.name,
          energy: item.pet.energy,
          max_energy: PET_RULES.max_energy,
          exp: item.pet.exp,
          exp_to_next: expToNext(item.level),
          max_level: PET_RULES.max_level,
          level_up_cost: item.level >= PET_RULES.max_level ? null : formatMicro(levelUpCostMicro(item.level)),
        }
      : null,
    obtained_at: item.obtained_at,
  };
}

export function eventView(state: DevState, event: EventRecord) {
  return {
    event_id: event.event_id,
    kind: event.kind,
    player: event.player_id === null ? null : playerRef(state, event.player_id),
    counterparty: event.counterparty_id === null ? null : playerRef(state, event.counterparty_id),
    to_address: event.to_address,
    amount: event.amount ? { coin_name: event.amount.coin_name, amount: formatMicro(event.amount.micro) } : null,
    time: event.time,
  };
}

export function listingView(state: DevState, listing: ListingRecord) {
  const item = state.collectibles.items.get(listing.item_id) ?? fail(DEV_CODES.INTERNAL, "Listing of a missing item");
  return {
    listing_id: listing.listing_id,
    item: itemView(state, item),
    seller: playerRef(state, listing.seller_id),
    coin_name: "USDT",
    price: formatMicro(listing.price_micro),
    fee: formatMicro(listing.fee_micro),
    total: formatMicro(listing.price_micro + listing.fee_micro),
    status: listing.status,
    listed_at: listing.listed_at,
    closed_at: listing.closed_at,
    buyer: listing.buyer_id === null ? null : playerRef(state, listing.buyer_id),
  };
}

export function tradeView(state: DevState, trade: TradeRecord) {
  return {
    trade_id: trade.trade_id,
    listing_id: trade.listing_id,
    side: trade.side,
    item_id: trade.item_id,
    item_name: `${trade.item_name} #${trade.item_id}`,
    item_kind: trade.item_kind,
    item_rarity: trade.item_rarity,
    coin_name: "USDT",
    price: formatMicro(trade.price_micro),
    fee: formatMicro(trade.fee_micro),
    amount: trade.amount_micro < 0 ? `-${formatMicro(-trade.amount_micro)}` : formatMicro(trade.amount_micro),
    counterparty: playerRef(state, trade.counterparty_id),
    time: trade.time,
  };
}

/** Rarest first, then highest level, then oldest id: the showcase's and the "rarity" sort's order. */
export const byRarity = (a: ItemRecord, b: ItemRecord) =>
  RARITY_RANK[b.design.rarity] - RARITY_RANK[a.design.rarity] || b.level - a.level || a.item_id - b.item_id;

export function itemOf(state: DevState, itemId: number): ItemRecord {
  return state.collectibles.items.get(itemId) ?? fail(DEV_CODES.NOT_FOUND, "No such item");
}

/** The caller's own item that is not on sale: what feeding, levelling, hunting, listing and sending need. */
export function ownFreeItem(context: HandlerContext, itemId: number): ItemRecord {
  const item = itemOf(context.state, itemId);
  if (item.owner_id !== context.me().user_id) fail(COLLECTIBLE_CODES.NOT_OWNER, "This item is not yours");
  if (context.state.collectibles.openListingOf(itemId)) fail(COLLECTIBLE_CODES.ITEM_LISTED, "This item is on sale: cancel the listing first");
  return item;
}

export type PetRecord = ItemRecord & { pet: NonNullable<ItemRecord["pet"]> };

const isPet = (item: ItemRecord): item is PetRecord => item.pet !== null;

/** The caller's own pet, not on sale. */
export function ownPet(context: HandlerContext, petId: number): PetRecord {
  const item = itemOf(context.state, petId);
  if (!isPet(item)) return fail(DEV_CODES.NOT_FOUND, "No such pet");
  ownFreeItem(context, petId);
  return item;
}
