// NFT service: the player's collection, the public showcase, an item with its history, the NFT roll.
import { nftEndpoints as nft } from "@repo/api-client/endpoints/nft";
import { DEV_CODES, fail } from "../../envelope";
import { serveOnce } from "../../idempotent";
import { type Route, serve } from "../../serve";
import { paginate } from "../paging";
import { draw, drawConf } from "./draws";
import { byRarity, eventView, itemOf, itemView } from "./views";

/** Lines of an item's history an answer carries. */
const HISTORY_LINES = 50;

export const nftRoutes: Route[] = [
  serve(nft.myItems, ({ kind, page, page_size }, { state, me }) => {
    const userId = me().user_id;
    const items = [...state.collectibles.items.values()]
      .filter((item) => item.owner_id === userId && (!kind || item.kind === kind))
      .sort((a, b) => b.obtained_at - a.obtained_at || b.item_id - a.item_id);
    return paginate(items.map((item) => itemView(state, item)), page, page_size);
  }),
  serve(nft.showcase, ({ user_id, kind, page, page_size }, { state }) => {
    const owner = user_id === undefined ? null : (state.users.get(user_id) ?? fail(DEV_CODES.NOT_FOUND, "No such player"));
    const items = [...state.collectibles.items.values()]
      .filter((item) => item.owner_id !== null && (!owner || item.owner_id === owner.user_id) && (!kind || item.kind === kind))
      .sort(byRarity);
    return {
      ...paginate(items.map((item) => itemView(state, item)), page, page_size),
      owner: owner ? { user_id: owner.user_id, username: owner.username, wallet_addr: state.walletRecords.extras.of(owner.user_id).wallet_addr } : null,
    };
  }),
  serve(nft.itemDetail, ({ item_id }, { state }) => ({
    item: itemView(state, itemOf(state, item_id)),
    history: state.collectibles.historyOf(item_id).slice(0, HISTORY_LINES).map((event) => eventView(state, event)),
  })),
  serve(nft.rollConf, (_input, context) => drawConf(context, "nft")),
  serveOnce(nft.roll, ({ use_free }, context) => draw(context, "nft", use_free)),
];
