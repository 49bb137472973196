// A QueryClient with the API's defaults: the 30 s refetch rule, no retry of answers that will not change.
import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../errors";
import { STALE_TIME_MS } from "./refetch-policy";

/**
 * Retry a failed query once, only when trying again can help: a timeout or a 5xx answer.
 * Business errors, 4xx, parse errors and aborts are never retried; network failures of idempotent
 * calls were already retried by the client.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error)) return false;
  return error.kind === "timeout" || (error.kind === "http" && error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnMount: true,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  });
}
