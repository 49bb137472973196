// The line that confirms a released lock, on the locked page and beside the withdrawable balance.
import { Trans } from "@lingui/react/macro";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import type { Released } from "./use-unlock";

export type UnlockResultProps = {
  locale: Locale;
  released: Released | null;
  className: string;
};

export function UnlockResult({ locale, released, className }: UnlockResultProps) {
  if (!released) return null;
  // The names keep the catalog's message id.
  const releasedAmount = formatAmount(released.amount, { locale });
  const releasedCoin = released.coin_name;
  return (
    <p role="status" className={`${className} text-14 font-semibold text-success`} data-testid="unlock-result">
      <Trans>
        +{releasedAmount} {releasedCoin} released to your balance
      </Trans>
    </p>
  );
}
