// /luckybear/money: the signed-in player's casino balances (lucky_bear/asset_list) with the ways to
// recharge and withdraw, and their orders (my_orders). A server component: what the server read with the
// player's login is the page's HTML (ServerPlayerContent keeps it while this render is that player's);
// its only client code is "Show more orders", whose first tap loads the orders' pager. Otherwise the
// browser reads the page (MoneyFromBrowser).
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { OrdersFirstPage } from "../orders/OrdersFirstPage";
import { BalanceList, BalancesCard } from "./BalancesCard";
import type { MoneyFirst } from "./load-money";
import { MoneyFromBrowser } from "./MoneyFromBrowser";
import { WalletSummary } from "./WalletSummary";
import { HeadingRow } from "@repo/ui/heading-row";

export interface MoneyScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<MoneyFirst> | null;
}

export function MoneyScreen({ locale, first }: MoneyScreenProps) {
  const fromBrowser = <MoneyFromBrowser locale={locale} />;
  const assets = first?.data.assets;
  const orders = first?.data.orders;
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <HeadingRow
        action={
          <Link href={`/${locale}/user/setting`} className="text-14 font-semibold text-link">
            <Trans>Settings</Trans>
          </Link>
        }
      >
        <h1 className="text-24 font-bold text-text">
          <Trans>My wallet</Trans>
        </h1>
      </HeadingRow>
      {first && assets && orders ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <WalletSummary locale={locale} userName={first.userName || null} total={formatAmount(assets.total_usdt, { locale })} />
          <BalancesCard locale={locale}>
            <BalanceList locale={locale} assets={assets} />
          </BalancesCard>
          <OrdersFirstPage first={orders} locale={locale} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </div>
  );
}
