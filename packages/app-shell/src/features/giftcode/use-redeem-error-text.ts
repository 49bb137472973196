"use client";
// Readable text for a refused or failed redemption: the page's own words for the refusals it knows,
// else the generic handler's text (spec section 8), so the form always says why.
import { useLingui } from "@lingui/react/macro";
import { useErrorText } from "../../hooks/use-error-text";
import { useCallback } from "react";
import { type GiftCodeProblem, redeemRefusalOf } from "./gift-code-check";

export function useRedeemErrorText(): { problem: (problem: GiftCodeProblem) => string; failure: (error: unknown) => string } {
  const { t } = useLingui();
  const problem = useCallback(
    (kind: GiftCodeProblem) => (kind === "empty" ? t`Enter a gift code.` : t`A gift code has 4 to 32 letters, digits or hyphens.`),
    [t],
  );
  const otherwise = useErrorText(t`The gift code could not be redeemed. Try again.`);
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
      return otherwise(error);
    },
    [t, otherwise],
  );
  return { problem, failure };
}
