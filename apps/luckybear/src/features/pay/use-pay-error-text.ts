"use client";
// Readable text for a failed pay call, shown in the form (the calls are `meta: { silent: true }`).
import { useLingui } from "@lingui/react/macro";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { isBusinessError } from "@repo/api-client/errors";
import { useCallback } from "react";

/** Spec: not shown — the balance-lack code of the lucky bear service. Choice: the dev API's 2001. */
export const BALANCE_LACK_CODE = 2001;

export function usePayErrorText(): (error: unknown) => string {
  const { t } = useLingui();
  const otherwise = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (isBusinessError(error, BALANCE_LACK_CODE)) return t`Your balance is too low for this amount.`;
      if (isBusinessError(error) && error.fieldErrors.length === 0 && error.msg) return error.msg;
      return otherwise(error);
    },
    [t, otherwise],
  );
}
