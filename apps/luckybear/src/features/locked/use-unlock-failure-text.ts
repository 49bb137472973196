"use client";
// Why a lock could not be released, for the row that asked (unlock is a silent call): the dev API's
// refusals by code, otherwise the generic handler's text.
import { useLingui } from "@lingui/react/macro";
import { isBusinessError } from "@repo/api-client/errors";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useCallback } from "react";

/** Spec: not shown — the unlock refusals. Choice: the dev API's 2002 (released already), 2003 (not due yet). */
export const UNLOCK_CODES = { ALREADY: 2002, NOT_DUE: 2003 } as const;

export function useUnlockFailureText(): (error: unknown) => string {
  const { t } = useLingui();
  const otherwise = useErrorText(t`The bonus could not be unlocked. Try again.`);
  return useCallback(
    (error: unknown) => {
      if (isBusinessError(error, UNLOCK_CODES.ALREADY)) return t`This bonus is unlocked already.`;
      if (isBusinessError(error, UNLOCK_CODES.NOT_DUE)) return t`This bonus cannot be unlocked yet.`;
      return otherwise(error);
    },
    [t, otherwise],
  );
}
