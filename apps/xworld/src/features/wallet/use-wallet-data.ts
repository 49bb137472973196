"use client";
// The wallet reads several screens share: balances (get_wallet_info, user_asset), token facts per coin
// (get_token_info: price, decimals, chains), chains and the player's addresses.
import type { ResponseOf } from "@repo/api-client/endpoint";
import { walletEndpoints } from "@repo/api-client/endpoints/wallet";
import { answeredFor, queryKeys, refetchPolicyOf, type ServerAnswerOptions, useApiClient, useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { useSessionValue } from "@repo/session/react/hooks";
import { useQueries } from "@tanstack/react-query";

export type TokenInfo = ResponseOf<typeof walletEndpoints.getTokenInfo>;
export type Chain = ResponseOf<typeof walletEndpoints.getChainList>["list"][number];
export type Assets = ResponseOf<typeof walletEndpoints.userAsset>;
export type WalletInfo = ResponseOf<typeof walletEndpoints.getWalletInfo>;
export type AssetRow = Assets["list"][number];
export type Chains = ResponseOf<typeof walletEndpoints.getChainList>;
export type OwnAddresses = ResponseOf<typeof walletEndpoints.getAllWalletAddr>;

/**
 * Off-chain and on-chain balance per coin: what can be exchanged or withdrawn is the off-chain part.
 * `server` (here and below): the page's server answer, `usePlayerFirst(first).answer(…)`, if any.
 */
export function useAssets(enabled = true, server: ServerAnswerOptions<Assets> = {}) {
  return useApiQuery(walletEndpoints.userAsset, {}, { enabled, ...server });
}

export function useWalletInfo(enabled = true, server: ServerAnswerOptions<WalletInfo> = {}) {
  return useApiQuery(walletEndpoints.getWalletInfo, { str_amount: true }, { enabled, ...server });
}

export function useChains(server: ServerAnswerOptions<Chains> = {}) {
  return useApiQuery(walletEndpoints.getChainList, {}, server);
}

/**
 * The player's addresses (get_all_wallet_addr with their user id): the session's, or before it has read
 * the stored login, the player the server's answer was read for (so the hydration render's query is the
 * player's own, not one under user 0).
 */
export function useOwnAddresses(enabled = true, server: ServerAnswerOptions<OwnAddresses> = {}) {
  const userId = useSessionValue("userId");
  const player = userId ?? ("meta" in server ? answeredFor(server.meta) : null);
  return useApiQuery(walletEndpoints.getAllWalletAddr, { user_id: player ?? 0 }, { enabled: enabled && player !== null, ...server });
}

export interface TokenInfos {
  /** Token facts by coin name, for the coins whose answer arrived. */
  byCoin: ReadonlyMap<string, TokenInfo>;
  pending: boolean;
  /** Some coin's answer failed (and none is on its way). */
  failed: boolean;
  refetch: () => void;
}

/** For useTokenInfos: each coin's answer among the token facts a page's server read (`tokens`), if any. */
export function tokenAnswers(server: PlayerAnswers<{ tokens: readonly TokenInfo[] | null }>): (coinName: string) => ServerAnswerOptions<TokenInfo> {
  return (coinName) => server.answer(server.data?.tokens?.find((token) => token.coin_name === coinName));
}

/** get_token_info for each coin (one cached query per coin); `server`: the page's server answer of a coin, if any. */
export function useTokenInfos(coinNames: readonly string[], server: (coinName: string) => ServerAnswerOptions<TokenInfo> = () => ({})): TokenInfos {
  const client = useApiClient();
  const endpoint = walletEndpoints.getTokenInfo;
  return useQueries({
    queries: coinNames.map((coin_name) => ({
      ...refetchPolicyOf(endpoint),
      ...server(coin_name),
      queryKey: queryKeys.call(endpoint, { coin_name }),
      queryFn: ({ signal }: { signal: AbortSignal }) => client.call(endpoint, { coin_name }, { signal }),
    })),
    combine: (results) => ({
      byCoin: new Map(results.flatMap((result) => (result.data ? [[result.data.coin_name, result.data] as const] : []))),
      pending: results.some((result) => result.isPending),
      failed: results.some((result) => result.isError && !result.isFetching),
      refetch: () => results.forEach((result) => void (result.isError ? result.refetch() : undefined)),
    }),
  });
}
