"use client";
// /invest/holdings (login-required): the player's holdings with the yield earned so far, the time
// left until each is due, and redeeming a due one (once) with its yield.
import { Trans, useLingui } from "@lingui/react/macro";
import { type InvestHolding, investEndpoints } from "@repo/api-client/endpoints/invest";
import { useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { fromUnits, unitsOf } from "@repo/app-shell/money/units";
import { formatDate } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { Countdown } from "@repo/ui/countdown";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { SummaryList } from "@repo/ui/summary-list";
import Link from "@repo/app-shell/link";
import { formatExact } from "../wallet/format-coin";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useMoneyAction } from "../wallet/use-money-action";
import { usePlayerView } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import type { HoldingsFirst } from "./load-holdings";

export interface HoldingsScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<HoldingsFirst> | null;
}

export function HoldingsScreen({ locale, first }: HoldingsScreenProps) {
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} back="/invest" heading={<Trans>My holdings</Trans>}>
      {viewer === "player" ? (
        <Holdings locale={locale} server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale("/invest/holdings", locale)}
          title={<Trans>Sign in to see your holdings</Trans>}
          description={<Trans>What you invested, the yield it earned and when it is due.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function Holdings({ locale, server }: { locale: Locale; server: PlayerAnswers<HoldingsFirst> }) {
  const { t } = useLingui();
  const holdings = useApiQuery(investEndpoints.investHoldings, {}, server.answer(server.data?.holdings));
  if (holdings.isError && !holdings.data) {
    return <ErrorState title={t`Your holdings could not load.`} onRetry={() => void holdings.refetch()} retrying={holdings.isFetching} />;
  }
  if (!holdings.data) return <FormSkeleton />;
  if (holdings.data.list.length === 0) {
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
      {holdings.data.list.map((holding) => (
        <li key={holding.holding_id}>
          <HoldingCard locale={locale} holding={holding} onDue={() => void holdings.refetch()} />
        </li>
      ))}
    </ul>
  );
}

function HoldingCard({ locale, holding, onDue }: { locale: Locale; holding: InvestHolding; onDue: () => void }) {
  const { t } = useLingui();
  const redeem = useMoneyAction(investEndpoints.investRedeem);
  const coin = holding.coin_name;
  const amount = formatExact(holding.amount, locale);
  const total = formatExact(fromUnits(unitsOf(holding.amount) + unitsOf(holding.expected_yield)), locale);
  const due = formatDate(holding.end_at, { locale });
  const redeemed = redeem.data;
  const balance = redeemed ? formatExact(redeemed.balance, locale) : "";
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
            value: holding.status === "running" ? <Countdown target={holding.end_at * 1000} onEnd={onDue} label={t`Due in`} /> : due,
          },
        ]}
      />
      {holding.status === "due" ? (
        <div className="mt-12 flex flex-col gap-8">
          <FormAlert>{redeem.error}</FormAlert>
          <Button block loading={redeem.pending} onClick={() => redeem.run({ holding_id: holding.holding_id })}>
            <Trans>
              Redeem {total} {coin}
            </Trans>
          </Button>
        </div>
      ) : null}
      {redeemed ? (
        <p role="status" className="mt-12 text-14 font-semibold text-success">
          <Trans>
            Redeemed. Your {coin} balance is now {balance}.
          </Trans>
        </p>
      ) : null}
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
