"use client";
// The network fee of moving an amount of a coin off-chain → on-chain, per chain
// (transfer_from_offchain_to_onchain's fee quote). One cached query per coin, amount and chain.
import type { ResponseOf } from "@repo/api-client/endpoint";
import { walletEndpoints } from "@repo/api-client/endpoints/wallet";
import { queryKeys, refetchPolicyOf, useApiClient } from "@repo/api-client/react";
import { useQueries } from "@tanstack/react-query";

export type FeeQuote = ResponseOf<typeof walletEndpoints.transferFromOffchainToOnchainFee>;

export type FeeState = { status: "idle" } | { status: "loading" } | { status: "ready"; quote: FeeQuote } | { status: "error"; error: unknown };

/** Fee quotes for `amount` of `coin` on each chain; idle while the amount is null (not valid yet). */
export function useWithdrawFees(coin: string, amount: string | null, chains: readonly string[]): ReadonlyMap<string, FeeState> {
  const client = useApiClient();
  const endpoint = walletEndpoints.transferFromOffchainToOnchainFee;
  return useQueries({
    queries: chains.map((chain) => {
      const input = { coin_name: coin, amount: amount ?? "0", chain };
      return {
        ...refetchPolicyOf(endpoint),
        queryKey: queryKeys.call(endpoint, input),
        queryFn: ({ signal }: { signal: AbortSignal }) => client.call(endpoint, input, { signal }),
        enabled: amount !== null,
      };
    }),
    combine: (results) =>
      new Map(
        results.map((result, index): [string, FeeState] => {
          const chain = chains[index] ?? "";
          if (amount === null) return [chain, { status: "idle" }];
          if (result.data) return [chain, { status: "ready", quote: result.data }];
          if (result.error) return [chain, { status: "error", error: result.error }];
          return [chain, { status: "loading" }];
        }),
      ),
  });
}
