// The card of one coin's history: its title, the coin's balance once known, and the list (or its loading
// or error state) with what follows it. No client code of its own.
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "@repo/ui/empty-state";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";

/** `balance`: the coin's balance as the first page has it, undefined until known. */
export function CoinHistoryCard({ locale, coin, balance, children }: { locale: Locale; coin: string; balance: string | undefined; children: ReactNode }) {
  const { t } = useLingui();
  const shownBalance = balance === undefined ? null : formatAmount(balance, { locale });
  return (
    <Card
      title={t`${coin} history`}
      action={
        shownBalance === null ? null : (
          <span className="text-13 text-text-muted">
            <Trans>
              Balance <span className="font-semibold tabular-nums text-text" data-testid="history-balance">{shownBalance}</span>
            </Trans>
          </span>
        )
      }
      flush
    >
      {children}
    </Card>
  );
}

export function HistoryEmpty() {
  return <EmptyState title={<Trans>No changes yet</Trans>} description={<Trans>Every change of this balance shows here.</Trans>} />;
}
