// /luckybear/money/history?coin=: the history of one casino coin (asset_detail), 20 a page, and the coin's
// balance; one tab per coin of asset_list. A server component: what the server read with the player's
// login is the page's HTML (ServerPlayerContent keeps it while this render is that player's): the tabs,
// and the coin's first page with no client code. Its client code is the tabs (a coin chosen renders the
// page again on the server) and "Show more", whose first tap loads the pager. Otherwise the browser reads
// the page (AssetHistoryFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { AssetHistoryFromBrowser } from "./AssetHistoryFromBrowser";
import { CoinTabs } from "./CoinTabs";
import { HistoryFirstPage } from "./HistoryFirstPage";
import { HistorySkeleton } from "./HistorySkeleton";
import type { AssetHistoryFirst } from "./load-asset-history";

export interface AssetHistoryScreenProps {
  locale: Locale;
  initialCoin: string | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<AssetHistoryFirst> | null;
}

export function AssetHistoryScreen({ locale, initialCoin, first }: AssetHistoryScreenProps) {
  const fromBrowser = <AssetHistoryFromBrowser locale={locale} initialCoin={initialCoin} loading={<HistorySkeleton />} />;
  const assets = first?.data.assets;
  const history = first?.data.history;
  return (
    <PageFrame locale={locale} back="/luckybear/money" heading={<Trans>Balance history</Trans>}>
      {first && assets && history ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <CoinTabs locale={locale} coins={assets.list.map((asset) => asset.coin_name)} coin={history.coin}>
            <HistoryFirstPage key={history.coin} locale={locale} coin={history.coin} first={history.page} />
          </CoinTabs>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
