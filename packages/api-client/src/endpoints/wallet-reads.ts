// Wallet service (spec section 7, "Wallet POST"): the reads many screens show (balances, token facts,
// chains, the player's addresses). A module of its own so that a screen showing a balance does not load
// the wallet's transfers, histories and key backup (wallet.ts, whose `walletEndpoints` includes these).
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { coinRow, empty } from "../schemas/common";

export const walletAddress = z.object({ wallet_addr: z.string(), wallet_addr_sol: z.string(), invalid: z.boolean() });

export const walletReadEndpoints = {
  getWalletInfo: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/get_wallet_info",
    idempotent: true,
    request: z.object({ str_amount: z.boolean() }),
    response: z.object({ list: z.array(coinRow), total_usdt: z.string() }),
  }),
  getChainList: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/get_chain_list",
    auth: false,
    idempotent: true,
    request: empty,
    response: z.object({
      list: z.array(z.object({ chain: z.string(), name: z.string(), icon: z.string(), native_coin: z.string() })),
    }),
  }),
  getTokenInfo: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/get_token_info",
    auth: false,
    idempotent: true,
    request: z.object({ coin_name: z.string() }),
    response: z.object({
      coin_name: z.string(),
      coin_logo: z.string(),
      decimals: z.number(),
      price_usdt: z.string(),
      chains: z.array(z.string()),
    }),
  }),
  getAllWalletAddr: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/get_all_wallet_addr",
    idempotent: true,
    request: z.object({ user_id: z.number() }),
    response: z.object({ list: z.array(walletAddress) }),
  }),
  userAsset: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/user_asset",
    idempotent: true,
    request: empty,
    response: z.object({
      list: z.array(z.object({ coin_name: z.string(), coin_logo: z.string(), offchain: z.string(), onchain: z.string() })),
    }),
  }),
};
