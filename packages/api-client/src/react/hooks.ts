// Query and mutation hooks for any endpoint, with the refetch rule and the invalidation table.
import {
  type InfiniteData,
  type UseInfiniteQueryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useState } from "react";
import { type AttemptKeys, createAttemptKeys } from "../attempt-key";
import type { CallArgs } from "../client";
import type { Endpoint } from "../endpoint";
import { type AnyApiError, isBusinessError } from "../errors";
import { useApiClient } from "./provider";
import { queryKeys } from "./query-keys";
import { refetchPolicyOf } from "./refetch-policy";

type QueryKey = ReturnType<typeof queryKeys.call>;

export type ApiQueryOptions<Res, Data = Res> = Omit<UseQueryOptions<Res, AnyApiError, Data, QueryKey>, "queryKey" | "queryFn">;

/** `useApiQuery(walletEndpoints.getWalletInfo, { str_amount: true })`. */
export function useApiQuery<Req, Res, Data = Res>(endpoint: Endpoint<Req, Res>, input: Req, options: ApiQueryOptions<Res, Data> = {}) {
  const client = useApiClient();
  return useQuery<Res, AnyApiError, Data, QueryKey>({
    ...refetchPolicyOf(endpoint),
    ...options,
    queryKey: queryKeys.call(endpoint, input),
    queryFn: ({ signal }) => client.call(endpoint, ...([input, { signal }] as CallArgs<Req>)),
  });
}

export type ApiMutationOptions<Req, Res> = Omit<UseMutationOptions<Res, AnyApiError, Req>, "mutationFn">;

/**
 * `useApiMutation(luckyBearEndpoints.luckySpin).mutate({})`; invalidates what the call changes. When
 * the outcome is unknown (a timeout, a lost connection, a garbled answer: anything but the server's own
 * refusal), it re-reads the same data before the caller's onError and onSettled, so a form shows the
 * real balance and orders before it allows a second submission.
 */
export function useApiMutation<Req, Res>(endpoint: Endpoint<Req, Res>, options: ApiMutationOptions<Req, Res> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // The invalidation table names endpoints of every group: it loads with the first mutation's answer.
  const reread = () =>
    import("./invalidation").then(({ invalidationKeys }) =>
      Promise.all(invalidationKeys(endpoint).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    );
  return useMutation<Res, AnyApiError, Req>({
    ...options,
    mutationFn: (input) => client.call(endpoint, ...([input] as CallArgs<Req>)),
    onSuccess: async (...args) => {
      await reread();
      await options.onSuccess?.(...args);
    },
    onError: async (error, ...rest) => {
      if (!isBusinessError(error)) await reread().catch(() => undefined);
      await options.onError?.(error, ...rest);
    },
  });
}

interface PageRequest {
  page: number;
  page_size: number;
}

interface PageResponse {
  list: readonly unknown[];
  total: number;
  page: number;
  page_size: number;
}

export type ApiInfiniteOptions<Res> = Omit<
  UseInfiniteQueryOptions<Res, AnyApiError, InfiniteData<Res, number>, QueryKey, number>,
  "queryKey" | "queryFn" | "initialPageParam" | "getNextPageParam"
>;

/** Paged lists (`page`, `page_size`, answer with `list` and `total`): pages on demand, 20 by default. */
export function useApiInfiniteQuery<Req extends PageRequest, Res extends PageResponse>(
  endpoint: Endpoint<Req, Res>,
  input: Omit<Req, "page" | "page_size"> & { page_size?: number },
  options: ApiInfiniteOptions<Res> = {},
) {
  const client = useApiClient();
  const pageSize = input.page_size ?? 20;
  return useInfiniteQuery<Res, AnyApiError, InfiniteData<Res, number>, QueryKey, number>({
    ...refetchPolicyOf(endpoint),
    ...options,
    queryKey: queryKeys.call(endpoint, { ...input, page_size: pageSize }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      client.call(endpoint, ...([{ ...input, page: pageParam, page_size: pageSize } as Req, { signal }] as CallArgs<Req>)),
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
}

/** The idempotency keys of one form's money attempts (../attempt-key.ts), kept across renders. */
export function useAttemptKeys(): AttemptKeys {
  return useState(() => createAttemptKeys())[0];
}
