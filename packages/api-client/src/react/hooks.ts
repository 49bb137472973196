// Query and mutation hooks for any endpoint, with the refetch rule and the invalidation table. One module
// per hook, so a page that only reads does not carry the mutation machinery (and the other way round).
export { useApiQuery, type ApiQueryOptions } from "./use-api-query";
export { useApiMutation, useAttemptKeys, type ApiMutationOptions } from "./use-api-mutation";
export { useApiInfiniteQuery, type ApiInfiniteOptions } from "./use-api-infinite-query";
