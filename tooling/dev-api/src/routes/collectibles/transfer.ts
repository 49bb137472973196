// The wallet's xbnft_transfer: an own NFT (not a pet, not on sale) to a wallet address; a player's
// address gives it to that player, any other address takes it off the platform.
import { COLLECTIBLE_CODES } from "@repo/api-client/schemas/collectibles";
import { DEV_CODES, fail } from "../../envelope";
import type { HandlerContext } from "../../serve";
import { itemOf, ownFreeItem } from "./views";

export function transferNft(context: HandlerContext, nftId: number, toAddress: string) {
  const { state } = context;
  const user = context.me();
  const item = itemOf(state, nftId);
  if (item.owner_id !== user.user_id) fail(COLLECTIBLE_CODES.NOT_OWNER, "You do not own this NFT");
  if (item.kind !== "nft") fail(COLLECTIBLE_CODES.NOT_AN_NFT, "Pets cannot be sent, only NFTs");
  ownFreeItem(context, nftId);
  const address = toAddress.trim();
  if (address.length < 10) fail(DEV_CODES.INVALID_PARAMS, "Invalid address", { to_address: ["Enter a wallet address"] });
  const extras = state.walletRecords.extras;
  if (extras.of(user.user_id).wallet_addr.toLowerCase() === address.toLowerCase()) {
    fail(DEV_CODES.INVALID_PARAMS, "That is your own address", { to_address: ["Enter another player's address"] });
  }
  const receiver = state.users.find((other) => extras.of(other.user_id).wallet_addr.toLowerCase() === address.toLowerCase());
  const now = context.nowSeconds();
  item.owner_id = receiver?.user_id ?? null;
  item.external_address = receiver ? null : address;
  item.obtained_at = now;
  state.collectibles.record({ item_id: item.item_id, kind: "transferred", player_id: user.user_id, counterparty_id: receiver?.user_id ?? null, to_address: address, time: now });
  return { tx_hash: `0x${state.random.hex(64)}`, to_username: receiver?.username ?? null };
}
