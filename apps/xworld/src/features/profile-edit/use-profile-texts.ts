"use client";
// The words of the profile's field rules (@repo/api-client/rules/profile-fields) and of the profile
// service's refusals.
import { useLingui } from "@lingui/react/macro";
import { PROFILE_CODES } from "@repo/api-client/endpoints/profile";
import { isBusinessError } from "@repo/api-client/errors";
import { BIO_LIMITS, type BioProblem, NAME_LENGTH, type NameProblem } from "@repo/api-client/rules/profile-fields";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { useCallback } from "react";

export function useNameProblemText(): (problem: NameProblem) => string {
  const { t } = useLingui();
  return useCallback(
    (problem: NameProblem) => {
      const { min, max } = NAME_LENGTH;
      switch (problem) {
        case "empty":
          return t`Enter a name.`;
        case "too_short":
          return t`A name needs at least ${min} characters.`;
        case "too_long":
          return t`A name can have at most ${max} characters.`;
        case "characters":
          return t`Use letters, digits, _ and . only, starting with a letter or digit.`;
      }
    },
    [t],
  );
}

export function useBioProblemText(): (problem: BioProblem) => string {
  const { t } = useLingui();
  return useCallback(
    (problem: BioProblem) => {
      const { maxLength, maxLines } = BIO_LIMITS;
      switch (problem) {
        case "too_long":
          return t`A bio can have at most ${maxLength} characters.`;
        case "too_many_lines":
          return t`A bio can have at most ${maxLines} lines.`;
        case "link":
          return t`A bio cannot hold links or web addresses.`;
      }
    },
    [t],
  );
}

/**
 * A refused profile change. Spec: not shown — the codes. Choice: 1001 on a name the client accepted
 * means someone has it (the format is checked before sending); 2003 means the name changed less than a
 * day ago, and the player is told when it may change again.
 */
export function useProfileErrorText(locale: Locale): (error: unknown, changeAfter?: number | null) => string {
  const { t } = useLingui();
  const otherwise = useErrorText();
  return useCallback(
    (error: unknown, changeAfter?: number | null) => {
      if (isBusinessError(error, PROFILE_CODES.INVALID) && error.fieldErrors.some((field) => field.field === "username")) {
        return t`Someone already has this name. Try another one.`;
      }
      if (isBusinessError(error, PROFILE_CODES.TOO_SOON)) {
        if (!changeAfter) return t`You changed your name less than a day ago. Try again tomorrow.`;
        const when = formatDateTime(changeAfter, { locale });
        return t`You changed your name less than a day ago. You can change it again from ${when}.`;
      }
      return otherwise(error);
    },
    [t, otherwise, locale],
  );
}
