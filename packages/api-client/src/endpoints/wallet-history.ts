// The wallet's histories (spec section 7, "Wallet POST"): coin ledger, on-chain transactions, payouts
// and swaps, each a page at a time. Part of `walletEndpoints` (wallet.ts); the history screens import this.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { pageInput, pageOf, unixTime } from "../schemas/common";

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

export const walletHistoryEndpoints = {
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
};

export type LedgerItem = z.infer<typeof ledgerItem>;
export type OnchainTx = z.infer<typeof onchainTx>;
export type TransferItem = z.infer<typeof transferItem>;
