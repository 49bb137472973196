"use client";
// Readable text for a failed wallet call, shown in the form that made it (those calls are
// `meta: { silent: true }`, so the app's generic toast stays quiet).
import { useLingui } from "@lingui/react/macro";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { isBusinessError } from "@repo/api-client/errors";
import { useCallback } from "react";

/** Spec: not shown — the wallet's balance-lack code. Choice: the dev API's 2001 (its msg is `lack_<COIN>`). */
export const BALANCE_LACK_CODE = 2001;

/** The coin of a balance-lack answer ("lack_KTHER" → "KTHER"), or null for any other failure. */
export function lackedCoin(error: unknown): string | null {
  if (!isBusinessError(error, BALANCE_LACK_CODE)) return null;
  const match = /^lack_(.+)$/.exec(error.msg);
  return match?.[1] ?? null;
}

export function useWalletErrorText(): (error: unknown) => string {
  const { t } = useLingui();
  const otherwise = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (isBusinessError(error, BALANCE_LACK_CODE)) return t`Your balance is too low for this amount.`;
      return otherwise(error);
    },
    [t, otherwise],
  );
}
