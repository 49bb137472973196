// useApiMutation (a state-changing call that re-reads what it changed) and useAttemptKeys (one
// idempotency key per confirmed money attempt).
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { type AttemptKeys, createAttemptKeys } from "../attempt-key";
import type { CallArgs } from "../client";
import type { Endpoint } from "../endpoint";
import { type AnyApiError, isBusinessError } from "../errors";
import { useApiClient } from "./provider";
import { useApiQueryClient } from "./use-query-client";

export type ApiMutationOptions<Req, Res> = Omit<UseMutationOptions<Res, AnyApiError, Req>, "mutationFn"> & {
  /** Whether a successful answer changed anything (default: every success does); one that did not re-reads nothing. */
  changed?: (answer: Res) => boolean;
};

/**
 * `useApiMutation(luckyBearEndpoints.luckySpin).mutate({})`; invalidates what the call changes. When
 * the outcome is unknown (a timeout, a lost connection, a garbled answer: anything but the server's own
 * refusal), it re-reads the same data before the caller's onError and onSettled, so a form shows the
 * real balance and orders before it allows a second submission.
 */
export function useApiMutation<Req, Res>(endpoint: Endpoint<Req, Res>, { changed, ...options }: ApiMutationOptions<Req, Res> = {}) {
  const client = useApiClient();
  const queryClient = useApiQueryClient();
  // The invalidation table (every group's mutations, by name) loads with the first mutation's answer, not with the route.
  const reread = () =>
    import("./invalidation").then(({ invalidationKeys }) =>
      Promise.all(invalidationKeys(endpoint).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    );
  // Requests sent and not yet settled. The mutation's own callbacks count them: they run even after the
  // observer was reset, unlike the callbacks given to mutate().
  const inFlight = useRef(0);
  const mutation = useMutation<Res, AnyApiError, Req>({
    ...options,
    mutationFn: (input) => {
      inFlight.current += 1;
      return client.call(endpoint, ...([input] as CallArgs<Req>));
    },
    onSuccess: async (...args) => {
      if (changed?.(args[0]) ?? true) await reread();
      await options.onSuccess?.(...args);
    },
    onError: async (error, ...rest) => {
      if (!isBusinessError(error)) await reread().catch(() => undefined);
      await options.onError?.(error, ...rest);
    },
    onSettled: async (...args) => {
      inFlight.current -= 1;
      await options.onSettled?.(...args);
    },
  }, queryClient);
  // A form resets its mutation when the player edits it. Not while a request is on its way: resetting
  // then would drop that request's outcome and the callbacks given to mutate() (a form's one-submission
  // guard ends there), so the form would stop answering. The edit waits for the outcome instead.
  const { reset } = mutation;
  const resetWhenSettled = useCallback(() => {
    if (inFlight.current === 0) reset();
  }, [reset]);
  return { ...mutation, reset: resetWhenSettled };
}

/** The idempotency keys of one form's money attempts (../attempt-key.ts), kept across renders. */
export function useAttemptKeys(): AttemptKeys {
  return useState(() => createAttemptKeys())[0];
}
