// What taking a task or claiming its reward makes stale. @repo/api-client's invalidation table does
// not list the task calls (another package's file), so the task pages add these on success.
import type { AnyEndpoint, Endpoint } from "@repo/api-client/endpoint";
import { taskEndpoints as task } from "@repo/api-client/endpoints/task";
import { type ApiMutationOptions, type InvalidationTarget, queryKeys, useApiMutation } from "@repo/api-client/react";
import { useQueryClient } from "@tanstack/react-query";

/** The reads that show a player's task progress. */
export const TASK_READS: readonly AnyEndpoint[] = [task.getTaskDetail, task.getProductDetail];

export const TASK_INVALIDATIONS: ReadonlyMap<AnyEndpoint, readonly InvalidationTarget[]> = new Map<AnyEndpoint, readonly InvalidationTarget[]>([
  [task.takeTask, TASK_READS],
  // The reward lands in the wallet: every balance read is stale.
  [task.claimTaskReward, [...TASK_READS, "wallet"]],
]);

export function taskInvalidationKeys(endpoint: AnyEndpoint): (readonly unknown[])[] {
  return (TASK_INVALIDATIONS.get(endpoint) ?? []).map((target) =>
    typeof target === "string" ? queryKeys.service(target) : queryKeys.endpoint(target),
  );
}

/** `useApiMutation` that also invalidates what the task call changed, before the caller's onSuccess. */
export function useTaskMutation<Req, Res>(endpoint: Endpoint<Req, Res>, options: ApiMutationOptions<Req, Res> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(endpoint, {
    ...options,
    onSuccess: async (...args) => {
      await Promise.all(taskInvalidationKeys(endpoint).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await options.onSuccess?.(...args);
    },
  });
}
