"use client";
// /luckybear/money: the signed-in player's casino balances (lucky_bear/asset_list) with the ways to
// recharge and withdraw, and their orders (my_orders).
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { useApiQuery } from "@repo/api-client/react";
import { type PlayerAnswers, usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { CoinBalanceRow } from "@repo/ui/coin-balance-row";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import Link from "@repo/app-shell/link";
import { withLocale } from "@repo/i18n/resolve";
import { useRouter } from "next/navigation";
import { assetHistoryPath } from "../asset-history/asset-history-path";
import { OrderHistory } from "../orders/OrderHistory";
import type { MoneyFirst } from "./load-money";
import { payHref } from "./pay-links";

const ACTION_LINK = "flex min-h-52 flex-1 items-center justify-center rounded-16 px-16 text-16 font-semibold";

export interface MoneyScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<MoneyFirst> | null;
}

export function MoneyScreen({ locale, first }: MoneyScreenProps) {
  const server = usePlayerFirst(first);
  return server.signedIn ? <PlayerMoney locale={locale} server={server} /> : null;
}

/** Mounted for a player: the one the session knows, or the one the server rendered for (their first data in hand). */
function PlayerMoney({ locale, server }: { locale: Locale; server: PlayerAnswers<MoneyFirst> }) {
  const { t } = useLingui();
  const userName = useSessionValue("userName");
  const router = useRouter();
  const assets = useApiQuery(luckyBearMoneyEndpoints.assetList, {}, server.answer(server.data?.assets));
  const amount = (value: string) => formatAmount(value, { locale });

  const total = assets.data ? amount(assets.data.total_usdt) : null;

  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <div className="flex items-center justify-between gap-12">
        <h1 className="text-24 font-bold text-text">
          <Trans>My wallet</Trans>
        </h1>
        <Link href={`/${locale}/user/setting`} className="text-14 font-semibold text-link">
          <Trans>Settings</Trans>
        </Link>
      </div>

      <Card>
        {userName ? (
          <p className="text-13 text-text-muted">
            <Trans>Signed in as {userName}</Trans>
          </p>
        ) : null}
        <p className="mt-4 text-13 text-text-muted">
          <Trans>Total balance</Trans>
        </p>
        <p className="text-28 font-bold tabular-nums text-text" aria-live="polite">
          {total === null ? "—" : t`${total} USDT`}
        </p>
        <div className="mt-16 flex gap-12">
          <Link href={payHref(locale, "recharge")} className={`${ACTION_LINK} bg-primary text-primary-contrast`}>
            <Trans>Recharge</Trans>
          </Link>
          <Link href={payHref(locale, "withdraw")} className={`${ACTION_LINK} border border-border bg-surface-raised text-text`}>
            <Trans>Withdraw</Trans>
          </Link>
        </div>
      </Card>

      <Card
        title={t`Balances`}
        action={
          <span className="flex gap-12">
            <Link href={withLocale("/luckybear/money/locked", locale)} className="text-14 font-semibold text-link">
              <Trans>Locked</Trans>
            </Link>
            <Link href={withLocale(assetHistoryPath(null), locale)} className="text-14 font-semibold text-link">
              <Trans>History</Trans>
            </Link>
          </span>
        }
        flush
      >
        {assets.isError ? (
          <ErrorState title={t`Your balances could not load.`} onRetry={() => void assets.refetch()} retrying={assets.isFetching} />
        ) : (
          <List label={t`Balances`} loading={!assets.data} loadingRows={3}>
            {assets.data?.list.map((asset) => (
              <CoinBalanceRow
                key={asset.coin_name}
                onSelect={() => router.push(withLocale(assetHistoryPath(asset.coin_name), locale))}
                balance={{ coin_logo: asset.coin_logo, coin_name: asset.coin_name, money_all: asset.amount, usdt_money_all: asset.usdt_amount }}
                formatAmount={amount}
              />
            ))}
          </List>
        )}
      </Card>

      <OrderHistory locale={locale} server={server.firstPage(server.data?.orders)} />
    </div>
  );
}
