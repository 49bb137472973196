// useApiQuery: one endpoint's data, with the refetch rule.
import { type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { CallArgs } from "../client";
import type { Endpoint } from "../endpoint";
import type { AnyApiError } from "../errors";
import { useApiClient } from "./provider";
import { queryKeys } from "./query-keys";
import { refetchPolicyOf } from "./refetch-policy";
import { useApiQueryClient } from "./use-query-client";

type QueryKey = ReturnType<typeof queryKeys.call>;

export type ApiQueryOptions<Res, Data = Res> = Omit<UseQueryOptions<Res, AnyApiError, Data, QueryKey>, "queryKey" | "queryFn">;

/** `useApiQuery(walletEndpoints.getWalletInfo, { str_amount: true })`. */
export function useApiQuery<Req, Res, Data = Res>(endpoint: Endpoint<Req, Res>, input: Req, options: ApiQueryOptions<Res, Data> = {}) {
  const client = useApiClient();
  return useQuery<Res, AnyApiError, Data, QueryKey>(
    {
      ...refetchPolicyOf(endpoint),
      ...options,
      queryKey: queryKeys.call(endpoint, input),
      queryFn: ({ signal }) => client.call(endpoint, ...([input, { signal }] as CallArgs<Req>)),
    },
    useApiQueryClient(),
  );
}
