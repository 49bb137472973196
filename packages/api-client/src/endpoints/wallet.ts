// Wallet service (spec section 7, "Wallet POST"). Amounts travel as decimal strings. `walletEndpoints`
// is the whole service; a screen imports the part it calls, since a module is what a route's chunk
// carries: the reads many screens show (`walletReadEndpoints`, wallet-reads.ts), the histories
// (`walletHistoryEndpoints`, wallet-history.ts) and the payouts and exchanges (`walletMoveEndpoints`,
// wallet-moves.ts) and the vote contract's allowance (`walletVoteEndpoints`, wallet-vote.ts).
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty, idempotencyInput, ok, unixTime } from "../schemas/common";
import { walletHistoryEndpoints } from "./wallet-history";
import { walletMoveEndpoints } from "./wallet-moves";
import { walletReadEndpoints } from "./wallet-reads";
import { walletVoteEndpoints } from "./wallet-vote";

export { ledgerItem, onchainTx, swapItem, transferItem, type LedgerItem, type OnchainTx, type TransferItem } from "./wallet-history";

export const walletEndpoints = {
  ...walletReadEndpoints,
  ...walletHistoryEndpoints,
  ...walletMoveEndpoints,
  ...walletVoteEndpoints,
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
  totalAssetInUsdt: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/total_asset_in_usdt",
    idempotent: true,
    request: empty,
    response: z.object({ total_usdt: z.string() }),
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
