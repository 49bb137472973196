"use client";
// One translation of the generic error handler's fixed texts (spec section 8): the global toasts and
// every form that shows its own failure read them from here.
import { useLingui } from "@lingui/react/macro";
import { describeError, type ErrorTexts } from "@repo/api-client/describe-error";
import { useCallback, useMemo } from "react";

export function useErrorTexts(): ErrorTexts {
  const { t } = useLingui();
  return useMemo(
    () => ({
      error_net_try: t`Network error, please try again`,
      network_error: t`Network error`,
      fetch_failed: t`No connection. Check your network and try again.`,
      timeout: t`The server took too long to answer. Try again.`,
      bad_response: t`The server sent an answer the app could not read.`,
    }),
    [t],
  );
}

/**
 * `(error) => text` for a form that shows its own failure: the generic handler's text, or `fallback`
 * (default "Something went wrong. Please try again.") where the handler would show nothing, since a
 * form must always say why it did not go through.
 */
export function useErrorText(fallback?: string): (error: unknown) => string {
  const { t } = useLingui();
  const texts = useErrorTexts();
  const otherwise = fallback ?? t`Something went wrong. Please try again.`;
  return useCallback(
    (error: unknown) => {
      const feedback = describeError(error, texts);
      if (feedback.kind === "toast") return feedback.text;
      if (feedback.kind === "callback") return feedback.message;
      return otherwise;
    },
    [texts, otherwise],
  );
}
