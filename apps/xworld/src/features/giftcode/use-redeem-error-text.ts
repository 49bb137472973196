"use client";
// Readable text for a refused or failed redemption: the page's own words for the refusals it knows,
// else the generic handler's text (spec section 8), so the form always says why.
import { useLingui } from "@lingui/react/macro";
import { describeError } from "@repo/api-client/describe-error";
import { useCallback } from "react";
import { type GiftCodeProblem, redeemRefusalOf } from "./gift-code-rules";

export function useRedeemErrorText(): { problem: (problem: GiftCodeProblem) => string; failure: (error: unknown) => string } {
  const { t } = useLingui();
  const problem = useCallback(
    (kind: GiftCodeProblem) => (kind === "empty" ? t`Enter a gift code.` : t`A gift code has 4 to 32 letters, digits or hyphens.`),
    [t],
  );
  const failure = useCallback(
    (error: unknown) => {
      switch (redeemRefusalOf(error)) {
        case "unknown":
          return t`This gift code does not exist. Check the spelling and try again.`;
        case "used":
          return t`You have already redeemed this gift code.`;
        case "expired":
          return t`This gift code has expired.`;
        case null:
          break;
      }
      const feedback = describeError(error, {
        error_net_try: t`Network error, please try again`,
        network_error: t`Network error`,
        fetch_failed: t`No connection. Check your network and try again.`,
        timeout: t`The server took too long to answer. Try again.`,
        bad_response: t`The server sent an answer the app could not read.`,
      });
      if (feedback.kind === "toast") return feedback.text;
      if (feedback.kind === "callback") return feedback.message;
      return t`The gift code could not be redeemed. Try again.`;
    },
    [t],
  );
  return { problem, failure };
}
