"use client";
// The market's terms (config) and the facts of its coin (get_token_info: decimals, logo, price), read
// once and shared by the sell form, the listing page and the buy confirmation.
import { marketEndpoints } from "@repo/api-client/endpoints/market";
import type { MarketConfig } from "@repo/api-client/schemas/market";
import { useApiQuery } from "@repo/api-client/react";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import type { TokenInfo } from "../wallet/use-wallet-data";

export interface MarketTerms {
  status: "pending" | "error" | "ready";
  config: MarketConfig | null;
  token: TokenInfo | null;
  retry: () => void;
}

export function useMarketTerms(): MarketTerms {
  const config = useApiQuery(marketEndpoints.config, {});
  const coin = config.data?.coin_name ?? "";
  const token = useApiQuery(walletReadEndpoints.getTokenInfo, { coin_name: coin }, { enabled: coin !== "" });
  const retry = () => {
    if (config.isError) void config.refetch();
    if (token.isError) void token.refetch();
  };
  if ((config.isError && !config.data) || (token.isError && !token.data)) return { status: "error", config: config.data ?? null, token: token.data ?? null, retry };
  if (!config.data || !token.data) return { status: "pending", config: null, token: null, retry };
  return { status: "ready", config: config.data, token: token.data, retry };
}
