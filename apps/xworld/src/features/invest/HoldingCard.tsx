// One holding: its amount, the yield so far against the term's, when it is due (`countdown` while it runs)
// and `redeem` (its redeem button and outcome). No client code of its own: rendered on the server (the
// page's read for the player) and in the browser (HoldingsRead).
import { Trans } from "@lingui/react/macro";
import type { InvestHolding } from "@repo/api-client/endpoints/invest";
import { formatDate } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card/Card";
import { SummaryList } from "@repo/ui/summary-list";
import type { ReactNode } from "react";
import { formatExact } from "../wallet/format-coin";

export interface HoldingCardProps {
  locale: Locale;
  holding: InvestHolding;
  countdown: ReactNode;
  redeem: ReactNode;
}

export function HoldingCard({ locale, holding, countdown, redeem }: HoldingCardProps) {
  const coin = holding.coin_name;
  const amount = formatExact(holding.amount, locale);
  return (
    <Card title={holding.name} action={<HoldingBadge status={holding.status} />}>
      <SummaryList
        rows={[
          { id: "amount", label: <Trans>Amount</Trans>, value: `${amount} ${coin}` },
          {
            id: "yield",
            label: <Trans>Yield so far</Trans>,
            value: `${formatExact(holding.accrued, locale)} / ${formatExact(holding.expected_yield, locale)} ${coin}`,
            testId: `holding-${holding.holding_id}-yield`,
          },
          {
            id: "due",
            label: holding.status === "running" ? <Trans>Due in</Trans> : <Trans>Due on</Trans>,
            value: holding.status === "running" ? countdown : formatDate(holding.end_at, { locale }),
          },
        ]}
      />
      {redeem}
    </Card>
  );
}

function HoldingBadge({ status }: { status: InvestHolding["status"] }) {
  const tone = status === "due" ? "bg-success text-success-contrast" : status === "running" ? "bg-warning text-warning-contrast" : "bg-surface-sunken text-text-muted";
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-8 py-2 text-11 font-semibold ${tone}`}>
      {status === "due" ? <Trans>Due</Trans> : status === "running" ? <Trans>Running</Trans> : <Trans>Redeemed</Trans>}
    </span>
  );
}
