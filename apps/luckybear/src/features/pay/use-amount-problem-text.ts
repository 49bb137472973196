"use client";
// The message under the amount field for each problem of amount-rules.
import { useLingui } from "@lingui/react/macro";
import { formatAmount } from "@repo/i18n/format-amount";
import { formatMoney } from "@repo/i18n/currency";
import type { Locale } from "@repo/i18n/locales";
import { useCallback } from "react";
import type { AmountProblem } from "./amount-rules";

export function useAmountProblemText(locale: Locale, currency: string): (problem: AmountProblem) => string {
  const { t } = useLingui();
  return useCallback(
    (problem: AmountProblem) => {
      const money = (value: string) => formatMoney(value, { locale, currency, compact: false });
      switch (problem.kind) {
        case "empty":
          return t`Enter an amount.`;
        case "invalid":
          return t`Enter the amount in digits, like 250000.`;
        case "zero":
          return t`Enter an amount above zero.`;
        case "too_many_decimals": {
          const { decimals } = problem;
          return decimals === 0 ? t`Enter a whole amount, without decimals.` : t`Use at most ${decimals} digits after the point.`;
        }
        case "below_min": {
          const min = money(problem.min);
          return t`The minimum is ${min}.`;
        }
        case "above_max": {
          const max = money(problem.max);
          return t`The maximum is ${max}.`;
        }
        case "over_balance": {
          const withdrawable = money(problem.withdrawable);
          return t`That is more than your balance. You can withdraw up to ${withdrawable}.`;
        }
        case "locked": {
          const withdrawable = money(problem.withdrawable);
          const locked = formatAmount(problem.locked, { locale });
          return t`${locked} USDT of your balance is locked and cannot be withdrawn yet. You can withdraw up to ${withdrawable}.`;
        }
      }
    },
    [t, locale, currency],
  );
}
