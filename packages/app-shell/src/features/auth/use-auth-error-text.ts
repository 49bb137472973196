"use client";
// Readable text for a failed login call: spec section 8's generic handler (describeError) with the
// fixed texts translated, plus the login's own failure.
import { useLingui } from "@lingui/react/macro";
import { describeError } from "@repo/api-client/describe-error";
import { useCallback } from "react";
import { LoginRefusedError, OtherAccountError } from "./auth-errors";

/** Returns `(error) => text`; always some text, since a form must say why it did not go through. */
export function useAuthErrorText(): (error: unknown) => string {
  const { t } = useLingui();
  return useCallback(
    (error: unknown) => {
      if (error instanceof LoginRefusedError) return t`Sign-in failed. Please try again.`;
      if (error instanceof OtherAccountError) return t`This number belongs to another account. Sign in with that account instead.`;
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
