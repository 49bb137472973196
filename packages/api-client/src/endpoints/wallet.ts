// Wallet service (spec section 7, "Wallet POST").
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { coinRow } from "../schemas/common";

export const walletEndpoints = {
  getWalletInfo: defineEndpoint({
    service: "wallet",
    method: "POST",
    path: "/wallet/get_wallet_info",
    idempotent: true,
    request: z.object({ str_amount: z.boolean() }),
    response: z.object({ list: z.array(coinRow), total_usdt: z.string() }),
  }),
};
