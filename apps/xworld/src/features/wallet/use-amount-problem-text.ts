"use client";
// The message under an amount field for each problem of @repo/app-shell/money/check-amount; every
// xworld feature that takes a coin amount (wallet, pools, staking, invest, market, bets) uses it.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { useCallback } from "react";
import type { AmountProblem } from "@repo/app-shell/money/check-amount";
import { formatExact } from "./format-coin";

export function useAmountProblemText(locale: Locale, coin: string): (problem: AmountProblem) => string {
  const { t } = useLingui();
  return useCallback(
    (problem: AmountProblem) => {
      switch (problem.kind) {
        case "empty":
          return t`Enter an amount.`;
        case "invalid":
          return t`Enter the amount in digits, like 12.5.`;
        case "zero":
          return t`Enter an amount above zero.`;
        case "too_many_decimals": {
          const { decimals } = problem;
          return decimals === 0 ? t`${coin} has no decimals: enter a whole amount.` : t`${coin} has at most ${decimals} digits after the point.`;
        }
        case "below_min": {
          const min = formatExact(problem.min, locale);
          return t`The minimum is ${min} ${coin}.`;
        }
        case "above_max": {
          const max = formatExact(problem.max, locale);
          return t`The maximum is ${max} ${coin}.`;
        }
        case "over_balance": {
          const balance = formatExact(problem.balance, locale);
          return t`That is more than your balance of ${balance} ${coin}.`;
        }
        case "not_above_fee": {
          const fee = formatExact(problem.fee, locale);
          return t`The amount must be more than the network fee of ${fee} ${coin}.`;
        }
      }
    },
    [t, locale, coin],
  );
}
