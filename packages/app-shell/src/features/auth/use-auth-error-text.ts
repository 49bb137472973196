"use client";
// Readable text for a failed login call: spec section 8's generic handler (describeError) with the
// fixed texts translated, plus the login's own failure.
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { useErrorText } from "../../hooks/use-error-text";
import { LoginRefusedError, OtherAccountError } from "./auth-errors";

/** Returns `(error) => text`; always some text, since a form must say why it did not go through. */
export function useAuthErrorText(): (error: unknown) => string {
  const { t } = useLingui();
  const otherwise = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (error instanceof LoginRefusedError) return t`Sign-in failed. Please try again.`;
      if (error instanceof OtherAccountError) return t`This number belongs to another account. Sign in with that account instead.`;
      return otherwise(error);
    },
    [t, otherwise],
  );
}
