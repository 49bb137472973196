"use client";
// get_token_info of several coins at once (price, decimals, chains), one cached query per coin. Its own
// module: React Query's useQueries comes only with the pages that read token facts.
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { queryKeys, refetchPolicyOf, type ServerAnswerOptions, useApiClient, useApiQueryClient } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { useQueries } from "@tanstack/react-query";
import type { TokenInfo } from "./use-wallet-data";

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
  const endpoint = walletReadEndpoints.getTokenInfo;
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
  }, useApiQueryClient());
}
