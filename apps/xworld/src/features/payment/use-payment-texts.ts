"use client";
// The words of payment methods and payouts: method kinds, each field problem of the add form, each
// payout problem, and the pay service's refusals.
import { useLingui } from "@lingui/react/macro";
import { MAX_PAYMENT_METHODS, PAY_CODES, type PaymentMethodType } from "@repo/api-client/endpoints/pay";
import { isBusinessError } from "@repo/api-client/errors";
import { ACCOUNT_DIGITS, HOLDER_NAME_LENGTH, type PaymentMethodProblems } from "@repo/api-client/rules/payment-method";
import type { Locale } from "@repo/i18n/locales";
import { useCallback } from "react";
import { formatExact } from "../wallet/format-coin";
import { useAmountProblemText } from "../wallet/use-amount-problem-text";
import { useWalletErrorText } from "../wallet/use-wallet-error-text";
import type { PayoutProblem } from "./payout-check";

export { methodName, useMethodTypeLabel } from "./method-name";

export type MethodField = keyof PaymentMethodProblems;

/** The message under a field of the add form. */
export function useMethodProblemText(type: PaymentMethodType): <F extends MethodField>(field: F, problem: NonNullable<PaymentMethodProblems[F]>) => string {
  const { t } = useLingui();
  return useCallback(
    (field, problem) => {
      const { min, max } = ACCOUNT_DIGITS[type];
      const nameMin = HOLDER_NAME_LENGTH.min;
      const nameMax = HOLDER_NAME_LENGTH.max;
      if (field === "provider") return problem === "missing" ? t`Choose your bank or e-wallet.` : t`Choose one of the listed providers.`;
      if (field === "account") {
        if (problem === "missing") return type === "bank" ? t`Enter the account number.` : t`Enter the phone number of the e-wallet.`;
        return type === "bank" ? t`An account number has ${min} to ${max} digits.` : t`A phone number has ${min} to ${max} digits.`;
      }
      switch (problem) {
        case "missing":
          return t`Enter the name on the account.`;
        case "too_short":
          return t`The name needs at least ${nameMin} letters.`;
        case "too_long":
          return t`The name can have at most ${nameMax} characters.`;
        default:
          return t`Use letters, spaces and . ' - only, as on the account.`;
      }
    },
    [t, type],
  );
}

/** The message under the amount of a payout. */
export function usePayoutProblemText(locale: Locale, coin: string): (problem: PayoutProblem) => string {
  const { t } = useLingui();
  const amountText = useAmountProblemText(locale, coin);
  return useCallback(
    (problem: PayoutProblem) => {
      if (problem.kind === "over_daily") {
        const left = formatExact(problem.left, locale);
        return t`Today you can withdraw ${left} ${coin} more.`;
      }
      if (problem.kind === "not_above_fee") {
        const fee = formatExact(problem.fee, locale);
        return t`The amount must be more than the fee of ${fee} ${coin}.`;
      }
      return amountText(problem);
    },
    [t, locale, coin, amountText],
  );
}

/**
 * A failed pay call, in the form that made it (the calls are silent: no toast). The same code 2003
 * means a sixth method when adding one and today's limit when paying out.
 */
export function usePayErrorText(action: "add-method" | "payout"): (error: unknown) => string {
  const { t } = useLingui();
  const otherwise = useWalletErrorText();
  const max = MAX_PAYMENT_METHODS;
  return useCallback(
    (error: unknown) => {
      if (isBusinessError(error, PAY_CODES.DUPLICATE)) return t`This account is already one of your payment methods.`;
      if (isBusinessError(error, PAY_CODES.LIMIT_REACHED)) {
        return action === "add-method" ? t`You can keep at most ${max} payment methods. Remove one first.` : t`This is more than is left of today's withdrawal limit.`;
      }
      if (isBusinessError(error, PAY_CODES.NOT_FOUND)) return t`This payment method was removed. Choose another one.`;
      return otherwise(error);
    },
    [t, otherwise, max, action],
  );
}
