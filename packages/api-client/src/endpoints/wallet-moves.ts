// The wallet's payouts and exchanges (spec section 7, "Wallet POST"): to a chain address with its fee
// quote, on chain, and the two swaps. Part of `walletEndpoints` (wallet.ts); the payout and exchange
// forms import this.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { idempotencyInput } from "../schemas/common";

const toChain = z.object({ coin_name: z.string(), amount: z.string(), chain: z.string() });

export const walletMoveEndpoints = {
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
};
