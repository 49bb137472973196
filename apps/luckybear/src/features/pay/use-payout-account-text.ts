"use client";
// Label, hint and messages of the payout account field, per channel kind.
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import type { PayoutAccountKind, PayoutAccountProblem } from "./payout-account";

export function usePayoutAccountText() {
  const { t } = useLingui();
  const label = useCallback(
    (kind: PayoutAccountKind) =>
      ({ bank: t`Bank and account number`, ewallet: t`E-wallet phone number`, usdt: t`USDT address (TRC20)`, other: t`Payout account` })[kind],
    [t],
  );
  const hint = useCallback(
    (kind: PayoutAccountKind) =>
      ({
        bank: t`For example: Vietcombank 0011223344`,
        ewallet: t`The phone number of your e-wallet account`,
        usdt: t`Starts with T, 34 characters`,
        other: t`Where we send the money`,
      })[kind],
    [t],
  );
  const problem = useCallback(
    (value: PayoutAccountProblem) => {
      if (value.kind === "empty") return t`Enter the account to pay out to.`;
      return {
        bank: t`Enter the bank name and an account number of at least 6 digits.`,
        ewallet: t`Enter the e-wallet's phone number: 6 to 15 digits.`,
        usdt: t`Enter a TRC20 address: it starts with T and has 34 characters.`,
        other: t`Enter the account to pay out to.`,
      }[value.account];
    },
    [t],
  );
  return { label, hint, problem };
}
