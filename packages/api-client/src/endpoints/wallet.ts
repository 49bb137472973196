// Wallet service (spec section 7, "Wallet POST"). Amounts travel as decimal strings. `walletEndpoints`
// is the whole service; its reads that many screens show are also `walletReadEndpoints` (wallet-reads.ts).
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty, idempotencyInput, ok, pageInput, pageOf, unixTime } from "../schemas/common";
import { walletReadEndpoints } from "./wallet-reads";

const history = z.extend(pageInput, { coin_name: z.optional(z.string()) });

export const ledgerItem = z.object({
  id: z.number(),
  coin_name: z.string(),
  /** Signed decimal string: "-12.5" left the balance. */
  amount: z.string(),
  kind: z.string(),
  memo: z.string(),
  time: unixTime,
});

export const onchainTx = z.object({
  tx_hash: z.string(),
  coin_name: z.string(),
  amount: z.string(),
  chain: z.string(),
  direction: z.enum(["in", "out"]),
  from_address: z.string(),
  to_address: z.string(),
  status: z.string(),
  time: unixTime,
});

export const transferItem = z.object({
  id: z.string(),
  kind: z.enum(["offchain_to_onchain", "onchain_transfer"]),
  coin_name: z.string(),
  amount: z.string(),
  fee: z.string(),
  chain: z.string(),
  to_address: z.string(),
  status: z.string(),
  time: unixTime,
});

export const swapItem = z.object({
  tx_hash: z.string(),
  from_coin: z.string(),
  to_coin: z.string(),
  from_amount: z.string(),
  to_amount: z.string(),
  time: unixTime,
});

const toChain = z.object({ coin_name: z.string(), amount: z.string(), chain: z.string() });

export const walletEndpoints = {
  ...walletReadEndpoints,
  /** The server-kept fragment of the wallet key. */
  getFrag: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/get_frag",
    idempotent: true,
    request: empty,
    response: z.object({ frag: z.nullable(z.string()) }),
  }),
  putFrag: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/put_frag",
    request: z.object({ frag: z.string() }),
    response: ok,
  }),
  putShard: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/put_shard",
    request: z.object({ index: z.number(), shard: z.string() }),
    response: ok,
  }),
  getShard: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/get_shard",
    idempotent: true,
    request: z.object({ index: z.number() }),
    response: z.object({ index: z.number(), shard: z.nullable(z.string()) }),
  }),
  // Spec: not shown — the paths of "google drive info get and put". Choice: the two below.
  getGoogleDriveInfo: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/get_google_drive_info",
    idempotent: true,
    request: empty,
    response: z.object({ email: z.nullable(z.string()), file_id: z.nullable(z.string()), backed_up_at: z.nullable(unixTime) }),
  }),
  putGoogleDriveInfo: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/put_google_drive_info",
    request: z.object({ email: z.string(), file_id: z.string() }),
    response: ok,
  }),
  offchainHistory: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/offchain_history",
    idempotent: true,
    request: history,
    response: pageOf(ledgerItem),
  }),
  onchainHistory: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/onchain_history",
    idempotent: true,
    request: history,
    response: pageOf(onchainTx),
  }),
  transferFromOffchainToOnchain: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/transfer_from_offchain_to_onchain",
    request: z.extend(toChain, idempotencyInput),
    response: z.object({ order_id: z.string(), fee: z.string(), amount_received: z.string(), status: z.string() }),
  }),
  // Spec: "transfer_from_offchain_to_onchain (also fee)". Choice: the fee quote at .../_fee.
  transferFromOffchainToOnchainFee: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/transfer_from_offchain_to_onchain_fee",
    idempotent: true,
    request: toChain,
    response: z.object({ coin_name: z.string(), fee: z.string(), amount_received: z.string() }),
  }),
  onchainTransfer: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/onchain_transfer",
    request: z.extend(toChain, { to_address: z.string(), ...idempotencyInput }),
    response: z.object({ tx_hash: z.string(), status: z.string() }),
  }),
  onchainSwap: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/onchain_swap",
    request: z.object({ from_coin: z.string(), to_coin: z.string(), amount: z.string(), ...idempotencyInput }),
    response: z.object({ tx_hash: z.string(), from_amount: z.string(), to_amount: z.string() }),
  }),
  offchainSwap: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/offchain_swap",
    request: z.object({ from_coin: z.string(), to_coin: z.string(), amount: z.string(), ...idempotencyInput }),
    response: z.object({ order_id: z.string(), from_amount: z.string(), to_amount: z.string() }),
  }),
  totalAssetInUsdt: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/total_asset_in_usdt",
    idempotent: true,
    request: empty,
    response: z.object({ total_usdt: z.string() }),
  }),
  transferHistory: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/transfer_history",
    idempotent: true,
    request: pageInput,
    response: pageOf(transferItem),
  }),
  onchainSwapHistory: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/onchain_swap_history",
    idempotent: true,
    request: pageInput,
    response: pageOf(swapItem),
  }),
  /**
   * Lets the vote (stake) contract spend up to `amount` XB for this vote (sets the allowance; needs
   * that much XB). Spec: not shown — what a vote is. Choice: `vote_id` is a stake project's id.
   */
  xbvoteApprove: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/xbvote_approve",
    request: z.object({ vote_id: z.number(), amount: z.string() }),
    response: z.object({ vote_id: z.number(), allowance: z.string() }),
  }),
  /** The allowance left for this vote and (a choice: the spec shows no fields) what the player has staked on it. */
  xbvoteQuery: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/xbvote_query",
    idempotent: true,
    request: z.object({ vote_id: z.number() }),
    response: z.object({ vote_id: z.number(), allowance: z.string(), staked: z.string() }),
  }),
  /**
   * Sends an NFT (an item of the NFT service) to a wallet address. Spec: not shown — the answer and the
   * refusals. Choice: the transaction and, when the address is a player's, their name; refused: not
   * the owner 2105, listed on the market 2104, a pet 2106.
   */
  xbnftTransfer: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/xbnft_transfer",
    request: z.object({ nft_id: z.number(), to_address: z.string(), ...idempotencyInput }),
    response: z.object({ tx_hash: z.string(), to_username: z.nullable(z.string()) }),
  }),
  updateWalletAddrSol: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/update_wallet_addr_sol",
    request: z.object({ wallet_addr_sol: z.string() }),
    response: ok,
  }),
};

export type LedgerItem = z.infer<typeof ledgerItem>;
export type OnchainTx = z.infer<typeof onchainTx>;
export type TransferItem = z.infer<typeof transferItem>;
