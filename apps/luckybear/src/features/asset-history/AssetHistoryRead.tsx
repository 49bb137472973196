"use client";
// The balance history read by the browser: for a player the server did not read for (another login, a
// login only Telegram or the host app knows) or when a server read failed; nothing for a guest (the route
// rules send them to login). One tab per coin, switched in the browser; each coin's changes 20 a page with
// the next page loading as the end scrolls into view. Loaded only then (AssetHistoryFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { DEFAULT_PAGE_SIZE } from "@repo/api-client/schemas/common";
import { useApiInfiniteQuery, useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { LoadMore } from "@repo/ui/load-more";
import { Tabs } from "@repo/ui/tabs";
import { useEffect, useState } from "react";
import { assetHistoryPath, historyCoin } from "./asset-history-path";
import { CoinHistoryCard, HistoryEmpty } from "./CoinHistoryCard";
import { HistorySkeleton } from "./HistorySkeleton";
import { HistoryRow } from "./HistoryRow";

export function AssetHistoryRead({ locale, initialCoin }: { locale: Locale; initialCoin: string | null }) {
  return useIsLoggedIn() ? <PlayerHistory locale={locale} initialCoin={initialCoin} /> : null;
}

function PlayerHistory({ locale, initialCoin }: { locale: Locale; initialCoin: string | null }) {
  const { t } = useLingui();
  const assets = useApiQuery(luckyBearMoneyEndpoints.assetList, {});
  const coins = assets.data?.list.map((asset) => asset.coin_name) ?? [];
  const [chosen, setChosen] = useState(initialCoin);
  // A coin the address names but the player does not hold falls back to the first coin.
  const coin = historyCoin(chosen, coins);
  const href = coin ? withLocale(assetHistoryPath(coin), locale) : null;
  useEffect(() => {
    if (href && `${window.location.pathname}${window.location.search}` !== href) window.history.replaceState(window.history.state, "", href);
  }, [href]);

  if (assets.isError && !assets.data && coin === null) {
    return <ErrorState title={t`Your balances could not load.`} onRetry={() => void assets.refetch()} retrying={assets.isFetching} />;
  }
  if (coin === null) return <HistorySkeleton />;
  const items = (coins.length > 0 ? coins : [coin]).map((name) => ({ value: name, label: name }));
  return (
    <Tabs label={t`Coins`} items={items} value={coin} onValueChange={setChosen}>
      <CoinHistory key={coin} locale={locale} coin={coin} />
    </Tabs>
  );
}

function CoinHistory({ locale, coin }: { locale: Locale; coin: string }) {
  const { t } = useLingui();
  const history = useApiInfiniteQuery(luckyBearMoneyEndpoints.assetDetail, { coin_name: coin, page_size: DEFAULT_PAGE_SIZE });
  const pages = history.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.list);
  return (
    <CoinHistoryCard locale={locale} coin={coin} balance={pages[0]?.balance}>
      {history.isError && rows.length === 0 ? (
        <ErrorState title={t`The history could not load.`} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : (
        <List label={t`${coin} history`} loading={!history.data} empty={<HistoryEmpty />}>
          {rows.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} locale={locale} />
          ))}
        </List>
      )}
      <LoadMore
        hasMore={history.hasNextPage}
        loading={history.isFetchingNextPage}
        failed={history.isFetchNextPageError}
        onLoadMore={() => void history.fetchNextPage()}
        className="px-16 pb-16"
      />
    </CoinHistoryCard>
  );
}
