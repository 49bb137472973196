// The casino balances: the card with the links to the locked bonuses and the history, and each coin's
// balance as a link to its history. No client code of its own: rendered on the server (the page's read
// for the player) and in the browser (MoneyRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import Link from "@repo/app-shell/link";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { CoinBalanceRow } from "@repo/ui/coin-balance-row";
import { List } from "@repo/ui/list";
import type { ReactNode } from "react";
import { assetHistoryPath } from "../asset-history/asset-history-path";

export type Assets = ResponseOf<typeof luckyBearMoneyEndpoints.assetList>;

/** The card around the balances (or their loading or error state). */
export function BalancesCard({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = useLingui();
  return (
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
      {children}
    </Card>
  );
}

/** `assets` undefined: loading. */
export function BalanceList({ locale, assets }: { locale: Locale; assets: Assets | undefined }) {
  const { t } = useLingui();
  const amount = (value: string) => formatAmount(value, { locale });
  return (
    <List label={t`Balances`} loading={!assets} loadingRows={3}>
      {assets?.list.map((asset) => (
        <CoinBalanceRow
          key={asset.coin_name}
          href={withLocale(assetHistoryPath(asset.coin_name), locale)}
          balance={{ coin_logo: asset.coin_logo, coin_name: asset.coin_name, money_all: asset.amount, usdt_money_all: asset.usdt_amount }}
          formatAmount={amount}
        />
      ))}
    </List>
  );
}
