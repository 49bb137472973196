"use client";
// The wallet reads several screens share: balances (get_wallet_info, user_asset), token facts per coin
// (get_token_info: price, decimals, chains, in use-token-infos.ts), chains and the player's addresses.
import type { ResponseOf } from "@repo/api-client/endpoint";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { answeredFor, type ServerAnswerOptions, useApiQuery } from "@repo/api-client/react";
import { useSessionValue } from "@repo/session/react/hooks";

export type TokenInfo = ResponseOf<typeof walletReadEndpoints.getTokenInfo>;
export type Chain = ResponseOf<typeof walletReadEndpoints.getChainList>["list"][number];
export type Assets = ResponseOf<typeof walletReadEndpoints.userAsset>;
export type WalletInfo = ResponseOf<typeof walletReadEndpoints.getWalletInfo>;
export type AssetRow = Assets["list"][number];
export type Chains = ResponseOf<typeof walletReadEndpoints.getChainList>;
export type OwnAddresses = ResponseOf<typeof walletReadEndpoints.getAllWalletAddr>;

/**
 * Off-chain and on-chain balance per coin: what can be exchanged or withdrawn is the off-chain part.
 * `server` (here and below): the page's server answer, `usePlayerFirst(first).answer(…)`, if any.
 */
export function useAssets(enabled = true, server: ServerAnswerOptions<Assets> = {}) {
  return useApiQuery(walletReadEndpoints.userAsset, {}, { enabled, ...server });
}

export function useWalletInfo(enabled = true, server: ServerAnswerOptions<WalletInfo> = {}) {
  return useApiQuery(walletReadEndpoints.getWalletInfo, { str_amount: true }, { enabled, ...server });
}

export function useChains(server: ServerAnswerOptions<Chains> = {}) {
  return useApiQuery(walletReadEndpoints.getChainList, {}, server);
}

/**
 * The player's addresses (get_all_wallet_addr with their user id): the session's, or before it has read
 * the stored login, the player the server's answer was read for (so the hydration render's query is the
 * player's own, not one under user 0).
 */
export function useOwnAddresses(enabled = true, server: ServerAnswerOptions<OwnAddresses> = {}) {
  const userId = useSessionValue("userId");
  const player = userId ?? ("meta" in server ? answeredFor(server.meta) : null);
  return useApiQuery(walletReadEndpoints.getAllWalletAddr, { user_id: player ?? 0 }, { enabled: enabled && player !== null, ...server });
}
