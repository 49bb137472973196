// /market/history?side= (login-required): the player's trades, bought and sold, newest first, 20 a page,
// each with the item, the other side, the money that moved and when, a link to the listing. A server
// component: the first page the server read with the player's login is the page's HTML and ships no code
// (ServerPlayerContent keeps it while this render is that player's); the tabs (a side chosen renders the
// page again on the server) and "Show more" (loads the next pages in the browser) are its client code.
// Another login or a failed read get the browser's own read (MarketHistoryFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card/Card";
import { List } from "@repo/ui/list/List";
import type { MarketHistoryFirst } from "./load-market-history";
import { MarketHistoryFromBrowser } from "./MarketHistoryFromBrowser";
import { marketPath } from "./market-query";
import type { TradeFilter } from "./trade-filter";
import { TradeFilterTabs } from "./TradeFilterTabs";
import { TradePages } from "./TradePages";

export interface MarketHistoryScreenProps {
  locale: Locale;
  /** The side the address names (`?side=`). */
  filter: TradeFilter;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<MarketHistoryFirst> | null;
}

export function MarketHistoryScreen({ locale, filter, first }: MarketHistoryScreenProps) {
  const fromBrowser = <MarketHistoryFromBrowser locale={locale} filter={filter} loading={<List loading loadingRows={3} />} />;
  const trades = first?.data.trades;
  return (
    <PageFrame locale={locale} back={marketPath({})} heading={<Trans>My trades</Trans>}>
      <Card flush>
        <TradeFilterTabs locale={locale} filter={filter}>
          {first && trades ? (
            <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
              <div className="pb-8">
                <TradePages key={filter} first={trades} filter={filter} locale={locale} />
              </div>
            </ServerPlayerContent>
          ) : (
            fromBrowser
          )}
        </TradeFilterTabs>
      </Card>
    </PageFrame>
  );
}
