// useApiMutation (a state-changing call that re-reads what it changed) and useAttemptKeys (one
// idempotency key per confirmed money attempt).
import { type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type AttemptKeys, createAttemptKeys } from "../attempt-key";
import type { CallArgs } from "../client";
import type { Endpoint } from "../endpoint";
import { type AnyApiError, isBusinessError } from "../errors";
import { useApiClient } from "./provider";

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
  // The invalidation table (every group's mutations, by name) loads with the first mutation's answer, not with the route.
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

/** The idempotency keys of one form's money attempts (../attempt-key.ts), kept across renders. */
export function useAttemptKeys(): AttemptKeys {
  return useState(() => createAttemptKeys())[0];
}
