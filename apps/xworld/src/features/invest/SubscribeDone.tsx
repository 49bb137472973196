"use client";
// After a subscription: what went in, the yield it will earn and when it is due, and where it is listed.
import { Trans } from "@lingui/react/macro";
import type { InvestHolding } from "@repo/api-client/endpoints/invest";
import { formatDate } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { ResultCard } from "@repo/ui/result-card";
import { SummaryList } from "@repo/ui/summary-list";
import Link from "@repo/app-shell/link";
import { formatExact } from "../wallet/format-coin";

export function SubscribeDone({ locale, holding, onAgain }: { locale: Locale; holding: InvestHolding; onAgain: () => void }) {
  const coin = holding.coin_name;
  const name = holding.name;
  return (
    <ResultCard
      title={<Trans>Subscribed to {name}</Trans>}
      actions={
        <>
          <Link
            href={withLocale("/invest/holdings", locale)}
            className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast"
          >
            <Trans>See my holdings</Trans>
          </Link>
          <Button variant="ghost" block onClick={onAgain}>
            <Trans>Invest more</Trans>
          </Button>
        </>
      }
    >
      <SummaryList
        rows={[
          { id: "amount", label: <Trans>Amount</Trans>, value: `${formatExact(holding.amount, locale)} ${coin}`, testId: "invest-done-amount" },
          { id: "yield", label: <Trans>Yield at the end</Trans>, value: `${formatExact(holding.expected_yield, locale)} ${coin}` },
          { id: "due", label: <Trans>Due on</Trans>, value: formatDate(holding.end_at, { locale }) },
        ]}
      />
    </ResultCard>
  );
}
