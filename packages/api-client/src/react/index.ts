// @repo/api-client/react: the provider (with the slot of the page's QueryClient), the query hooks, the key
// factory and the QueryClient defaults.
export { ApiClientProvider, useApiClient, useQuerySlot } from "./provider";
export { createQuerySlot, type QuerySlot } from "./query-slot";
export { useApiQueryClient } from "./use-query-client";
export { useApiQuery, useApiMutation, useApiInfiniteQuery, useAttemptKeys, type ApiQueryOptions, type ApiMutationOptions, type ApiInfiniteOptions } from "./hooks";
export { queryKeys } from "./query-keys";
export { answeredFor, firstPageFromServer, fromServer, SERVER_ANSWER_FRESH_MS, type ServerAnswerOptions, type ServerFirstPageOptions } from "./server-answer";
export { refetchPolicyOf, STALE_TIME_MS, type RefetchPolicy } from "./refetch-policy";
export { INVALIDATIONS, invalidationKeys, type InvalidationTarget } from "./invalidation";
export { createQueryClient, shouldRetryQuery } from "./query-client";
