"use client";
// Readable text for a failed pay call, shown in the form (the calls are `meta: { silent: true }`).
import { useLingui } from "@lingui/react/macro";
import { describeError } from "@repo/api-client/describe-error";
import { isBusinessError } from "@repo/api-client/errors";
import { useCallback } from "react";

/** Spec: not shown — the balance-lack code of the lucky bear service. Choice: the dev API's 2001. */
export const BALANCE_LACK_CODE = 2001;

export function usePayErrorText(): (error: unknown) => string {
  const { t } = useLingui();
  return useCallback(
    (error: unknown) => {
      if (isBusinessError(error, BALANCE_LACK_CODE)) return t`Your balance is too low for this amount.`;
      if (isBusinessError(error) && error.fieldErrors.length === 0 && error.msg) return error.msg;
      const feedback = describeError(error, {
        error_net_try: t`Network error, please try again`,
        network_error: t`Network error`,
        fetch_failed: t`No connection. Check your network and try again.`,
        timeout: t`The server took too long to answer. Please try again.`,
        bad_response: t`The server sent an answer we could not read.`,
      });
      if (feedback.kind === "toast") return feedback.text;
      if (feedback.kind === "callback") return feedback.message;
      return t`Something went wrong. Please try again.`;
    },
    [t],
  );
}
