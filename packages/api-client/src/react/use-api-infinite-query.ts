// useApiInfiniteQuery: paged lists, a page at a time.
import { type InfiniteData, type UseInfiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { CallArgs } from "../client";
import type { Endpoint } from "../endpoint";
import type { AnyApiError } from "../errors";
import { useApiClient } from "./provider";
import { queryKeys } from "./query-keys";
import { refetchPolicyOf } from "./refetch-policy";
import { useApiQueryClient } from "./use-query-client";

type QueryKey = ReturnType<typeof queryKeys.call>;

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
  return useInfiniteQuery<Res, AnyApiError, InfiniteData<Res, number>, QueryKey, number>(
    {
      ...refetchPolicyOf(endpoint),
      ...options,
      queryKey: queryKeys.call(endpoint, { ...input, page_size: pageSize }),
      initialPageParam: 1,
      queryFn: ({ pageParam, signal }) =>
        client.call(endpoint, ...([{ ...input, page: pageParam, page_size: pageSize } as Req, { signal }] as CallArgs<Req>)),
      getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    },
    useApiQueryClient(),
  );
}
