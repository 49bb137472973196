// The player's holdings, each a card (HoldingCard), or the way to the products when there are none; the
// caller draws each running holding's countdown and each holding's redeem. No client code of its own.
import { Trans, useLingui } from "@lingui/react/macro";
import type { InvestHolding } from "@repo/api-client/endpoints/invest";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state/EmptyState";
import type { ReactNode } from "react";
import { HoldingCard } from "./HoldingCard";

interface HoldingsViewProps {
  locale: Locale;
  holdings: readonly InvestHolding[];
  countdown: (holding: InvestHolding) => ReactNode;
  redeem: (holding: InvestHolding) => ReactNode;
}

export function HoldingsView({ locale, holdings, countdown, redeem }: HoldingsViewProps) {
  const { t } = useLingui();
  if (holdings.length === 0) {
    return (
      <EmptyState
        title={<Trans>You have not invested yet.</Trans>}
        action={
          <Link href={withLocale("/invest", locale)} className="font-semibold text-link">
            <Trans>See the products</Trans>
          </Link>
        }
      />
    );
  }
  return (
    <ul className="flex flex-col gap-12" aria-label={t`Holdings`}>
      {holdings.map((holding) => (
        <li key={holding.holding_id}>
          <HoldingCard locale={locale} holding={holding} countdown={countdown(holding)} redeem={redeem(holding)} />
        </li>
      ))}
    </ul>
  );
}
