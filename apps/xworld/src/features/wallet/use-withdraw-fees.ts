"use client";
// The network fee of moving an amount of a coin off-chain → on-chain, per chain
// (transfer_from_offchain_to_onchain's fee quote). One cached query per coin, amount and chain.
import type { RequestOf, ResponseOf } from "@repo/api-client/endpoint";
import { walletMoveEndpoints } from "@repo/api-client/endpoints/wallet-moves";
import { queryKeys, refetchPolicyOf, type ServerAnswerOptions, useApiClient, useApiQueryClient } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { useQueries } from "@tanstack/react-query";

export type FeeQuote = ResponseOf<typeof walletMoveEndpoints.transferFromOffchainToOnchainFee>;
export type FeeInput = RequestOf<typeof walletMoveEndpoints.transferFromOffchainToOnchainFee>;

/** A fee quote a page's server read: what it asked, and the answer (null when it failed). */
export interface FeeRead {
  input: FeeInput;
  quote: FeeQuote | null;
}

export type FeeState = { status: "idle" } | { status: "loading" } | { status: "ready"; quote: FeeQuote } | { status: "error"; error: unknown };

/** For useWithdrawFees: the server's answer of a quote among the fees a page's server read (`fees`), when it asked for that very one. */
export function feeAnswers(server: PlayerAnswers<{ fees: readonly FeeRead[] }>): (input: FeeInput) => ServerAnswerOptions<FeeQuote> {
  return ({ coin_name, amount, chain }) =>
    server.answer(server.data?.fees.find(({ input }) => input.coin_name === coin_name && input.amount === amount && input.chain === chain)?.quote);
}

/**
 * Fee quotes for `amount` of `coin` on each chain; idle while the amount is null (not valid yet).
 * `server`: the page's server answer of a quote, if any.
 */
export function useWithdrawFees(
  coin: string,
  amount: string | null,
  chains: readonly string[],
  server: (input: FeeInput) => ServerAnswerOptions<FeeQuote> = () => ({}),
): ReadonlyMap<string, FeeState> {
  const client = useApiClient();
  const endpoint = walletMoveEndpoints.transferFromOffchainToOnchainFee;
  return useQueries({
    queries: chains.map((chain) => {
      const input = { coin_name: coin, amount: amount ?? "0", chain };
      return {
        ...refetchPolicyOf(endpoint),
        ...server(input),
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
  }, useApiQueryClient());
}
