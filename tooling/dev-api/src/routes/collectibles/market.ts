// The market: listing an own item at a price, cancelling, buying (price + fee from the buyer, the
// price to the seller, the item to the buyer), the player's listings and trades.
import { marketEndpoints as market } from "@repo/api-client/endpoints/market";
import { COLLECTIBLE_CODES } from "@repo/api-client/schemas/collectibles";
import { DEV_CODES, fail } from "../../envelope";
import { serveOnce } from "../../idempotent";
import { type Route, serve } from "../../serve";
import type { DevState } from "../../state";
import { type ListingRecord, MARKET } from "../../state/collectibles";
import { formatMicro } from "../../state/money";
import { parseAmount } from "../amounts";
import { paginate } from "../paging";
import { listingView, ownFreeItem, tradeView } from "./views";

function listingOf(state: DevState, listingId: number): ListingRecord {
  return state.collectibles.listings.get(listingId) ?? fail(DEV_CODES.NOT_FOUND, "No such listing");
}

function refuseClosed(listing: ListingRecord): void {
  if (listing.status === "sold") fail(COLLECTIBLE_CODES.LISTING_SOLD, "This item has already been sold");
  if (listing.status === "cancelled") fail(COLLECTIBLE_CODES.LISTING_CANCELLED, "The seller took this item off the market");
}

function checkPrice(text: string): number {
  const micro = parseAmount(text, "price");
  if (micro < MARKET.min_price_micro || micro > MARKET.max_price_micro) {
    fail(DEV_CODES.INVALID_PARAMS, "Price out of range", { price: [`From ${formatMicro(MARKET.min_price_micro)} to ${formatMicro(MARKET.max_price_micro)} ${MARKET.coin_name}`] });
  }
  return micro;
}

export const marketRoutes: Route[] = [
  serve(market.config, () => ({
    coin_name: MARKET.coin_name,
    fee_bps: MARKET.fee_bps,
    min_price: formatMicro(MARKET.min_price_micro),
    max_price: formatMicro(MARKET.max_price_micro),
  })),
  serve(market.detail, ({ listing_id }, { state }) => listingView(state, listingOf(state, listing_id))),
  serveOnce(market.list, ({ item_id, price }, context) => {
    const { state } = context;
    const user = context.me();
    const item = ownFreeItem(context, item_id);
    const priceMicro = checkPrice(price);
    const now = context.nowSeconds();
    const listing = state.collectibles.addListing({ item_id: item.item_id, seller_id: user.user_id, price_micro: priceMicro, listed_at: now });
    state.collectibles.record({ item_id: item.item_id, kind: "listed", player_id: user.user_id, amount: { coin_name: MARKET.coin_name, micro: priceMicro }, time: now });
    return listingView(state, listing);
  }),
  serve(market.cancel, ({ listing_id }, context) => {
    const { state } = context;
    const listing = listingOf(state, listing_id);
    if (listing.seller_id !== context.me().user_id) fail(COLLECTIBLE_CODES.NOT_OWNER, "This listing is not yours");
    refuseClosed(listing);
    listing.status = "cancelled";
    listing.closed_at = context.nowSeconds();
    state.collectibles.record({ item_id: listing.item_id, kind: "listing_cancelled", player_id: listing.seller_id, time: listing.closed_at });
    return listingView(state, listing);
  }),
  serveOnce(market.buy, ({ listing_id }, context) => {
    const { state } = context;
    const buyer = context.me();
    const listing = listingOf(state, listing_id);
    refuseClosed(listing);
    if (listing.seller_id === buyer.user_id) fail(COLLECTIBLE_CODES.OWN_LISTING, "You cannot buy your own item");
    const item = state.collectibles.items.get(listing.item_id) ?? fail(DEV_CODES.INTERNAL, "Listing of a missing item");
    const total = listing.price_micro + listing.fee_micro;
    const name = `${item.design.name} #${item.item_id}`;
    // Refused with lack_USDT (2001) before anything moves.
    state.wallet.change(buyer.user_id, MARKET.coin_name, -total, "market_buy", name);
    state.wallet.change(listing.seller_id, MARKET.coin_name, listing.price_micro, "market_sell", name);
    const now = context.nowSeconds();
    listing.status = "sold";
    listing.closed_at = now;
    listing.buyer_id = buyer.user_id;
    item.owner_id = buyer.user_id;
    item.obtained_at = now;
    const store = state.collectibles;
    store.record({ item_id: item.item_id, kind: "sold", player_id: listing.seller_id, counterparty_id: buyer.user_id, amount: { coin_name: MARKET.coin_name, micro: listing.price_micro }, time: now });
    const snapshot = { listing_id: listing.listing_id, item_id: item.item_id, item_name: item.design.name, item_kind: item.kind, item_rarity: item.design.rarity, price_micro: listing.price_micro, fee_micro: listing.fee_micro, time: now };
    store.addTrade({ ...snapshot, user_id: buyer.user_id, side: "bought", counterparty_id: listing.seller_id, amount_micro: -total });
    store.addTrade({ ...snapshot, user_id: listing.seller_id, side: "sold", counterparty_id: buyer.user_id, amount_micro: listing.price_micro });
    return {
      listing: listingView(state, listing),
      coin_name: MARKET.coin_name,
      paid: formatMicro(total),
      balance: formatMicro(state.wallet.balance(buyer.user_id, MARKET.coin_name)),
    };
  }),
  serve(market.myListings, ({ page, page_size }, { state, me }) => {
    const userId = me().user_id;
    const mine = [...state.collectibles.listings.values()]
      .filter((listing) => listing.seller_id === userId && listing.status === "on_sale")
      .sort((a, b) => b.listed_at - a.listed_at || b.listing_id - a.listing_id);
    return paginate(mine.map((listing) => listingView(state, listing)), page, page_size);
  }),
  serve(market.history, ({ side, page, page_size }, { state, me }) => {
    const userId = me().user_id;
    const trades = state.collectibles.trades
      .filter((trade) => trade.user_id === userId && (!side || trade.side === side))
      .sort((a, b) => b.time - a.time || b.trade_id - a.trade_id);
    return paginate(trades.map((trade) => tradeView(state, trade)), page, page_size);
  }),
];
