// /user/orders?tab= (login-required): the history of transfers and withdrawals as tabs — transfers
// (transfer_history), the off-chain wallet records (offchain_history), on-chain transactions
// (onchain_history) and payouts to payment methods (payout_orders) — each 20 a page. A server component:
// the opened tab's first page the server read with the player's login is the page's HTML and ships no
// code (ServerPlayerContent keeps it while this render is that player's); the tabs (another tab renders
// the page again on the server) and "Show more" (loads the next pages in the browser) are its client
// code. A guest, another login or a failed read get the browser's own read (OrdersFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card/Card";
import { List } from "@repo/ui/list/List";
import type { OrdersFirst } from "./load-orders";
import { orderFirstPage } from "./order-pages";
import { OrdersFromBrowser } from "./OrdersFromBrowser";
import { OrdersPages } from "./OrdersPages";
import { OrderTabs } from "./OrderTabs";
import type { OrderTab } from "./wallet-paths";

export interface OrdersScreenProps {
  locale: Locale;
  tab: OrderTab;
  /** The player's first data as the server read it with their login cookies (none for a guest): the first page of `tab`. */
  first?: PlayerFirst<OrdersFirst> | null;
}

export function OrdersScreen({ locale, tab, first }: OrdersScreenProps) {
  const fromBrowser = <OrdersFromBrowser locale={locale} tab={tab} loading={<List loading loadingRows={3} />} />;
  const page = first ? orderFirstPage(tab, first.data) : null;
  return (
    <PageFrame locale={locale} back="/wallet" heading={<Trans>My orders</Trans>}>
      {first && page ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <Card flush>
            <OrderTabs locale={locale} tab={tab}>
              <div className="pb-8">
                <OrdersPages key={tab} first={page} locale={locale} />
              </div>
            </OrderTabs>
          </Card>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
