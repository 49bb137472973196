"use client";
// /luckybear/money/history?coin=: the history of one casino coin (asset_detail), 20 a page with the
// next page loading as the end scrolls into view, and the coin's balance; one tab per coin of asset_list.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { DEFAULT_PAGE_SIZE } from "@repo/api-client/schemas/common";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { type ServerFirstPageOptions, useApiInfiniteQuery, useApiQuery } from "@repo/api-client/react";
import { type PlayerAnswers, usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { formatDateTime } from "@repo/i18n/dates";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { List, ListItem } from "@repo/ui/list";
import { LoadMore } from "@repo/ui/load-more";
import { SkeletonText } from "@repo/ui/skeleton";
import { Tabs } from "@repo/ui/tabs";
import { useEffect, useState } from "react";
import { assetHistoryPath, historyCoin } from "./asset-history-path";
import { entryDirection } from "./entry-kinds";
import type { AssetHistoryFirst } from "./load-asset-history";
import { useEntryKindLabel } from "./use-entry-kind-label";

export interface AssetHistoryScreenProps {
  locale: Locale;
  initialCoin: string | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<AssetHistoryFirst> | null;
}

export function AssetHistoryScreen({ locale, initialCoin, first }: AssetHistoryScreenProps) {
  const server = usePlayerFirst(first);
  return (
    <PageFrame locale={locale} back="/luckybear/money" heading={<Trans>Balance history</Trans>}>
      {server.signedIn ? <PlayerHistory locale={locale} initialCoin={initialCoin} server={server} /> : null}
    </PageFrame>
  );
}

/** Mounted for a player: the one the session knows, or the one the server rendered for (their first data in hand). */
function PlayerHistory({ locale, initialCoin, server }: { locale: Locale; initialCoin: string | null; server: PlayerAnswers<AssetHistoryFirst> }) {
  const { t } = useLingui();
  const assets = useApiQuery(luckyBearMoneyEndpoints.assetList, {}, server.answer(server.data?.assets));
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
  if (coin === null) {
    return (
      <Card>
        <SkeletonText lines={4} />
      </Card>
    );
  }
  const items = (coins.length > 0 ? coins : [coin]).map((name) => ({ value: name, label: name }));
  // The server's first page stands only for the coin it was read for.
  const read = server.data?.history;
  return (
    <Tabs label={t`Coins`} items={items} value={coin} onValueChange={setChosen}>
      <CoinHistory key={coin} locale={locale} coin={coin} server={server.firstPage(read?.coin === coin ? read.page : null)} />
    </Tabs>
  );
}

function CoinHistory({ locale, coin, server }: { locale: Locale; coin: string; server: ServerFirstPageOptions<ResponseOf<typeof luckyBearMoneyEndpoints.assetDetail>> }) {
  const { t } = useLingui();
  const kindLabel = useEntryKindLabel();
  const history = useApiInfiniteQuery(luckyBearMoneyEndpoints.assetDetail, { coin_name: coin, page_size: DEFAULT_PAGE_SIZE }, server);
  const pages = history.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.list);
  const balance = pages[0]?.balance;
  const shownBalance = balance === undefined ? null : formatAmount(balance, { locale });
  return (
    <Card
      title={t`${coin} history`}
      action={
        shownBalance === null ? null : (
          <span className="text-13 text-text-muted">
            <Trans>
              Balance <span className="font-semibold tabular-nums text-text" data-testid="history-balance">{shownBalance}</span>
            </Trans>
          </span>
        )
      }
      flush
    >
      {history.isError && rows.length === 0 ? (
        <ErrorState title={t`The history could not load.`} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : (
        <List label={t`${coin} history`} loading={!history.data} empty={<EmptyState title={<Trans>No changes yet</Trans>} description={<Trans>Every change of this balance shows here.</Trans>} />}>
          {rows.map((entry) => {
            const out = entryDirection(entry.amount) === "out";
            const label = kindLabel(entry.kind);
            const value = formatAmount(entry.amount.replace(/^[-+]/, ""), { locale });
            return (
              <ListItem
                key={entry.id}
                title={label ?? entry.memo}
                subtitle={label && entry.memo ? `${entry.memo} · ${formatDateTime(entry.time, { locale })}` : formatDateTime(entry.time, { locale })}
                trailing={
                  <span className={out ? "font-semibold tabular-nums text-danger" : "font-semibold tabular-nums text-success"}>
                    {out ? "−" : "+"}
                    {value}
                  </span>
                }
              />
            );
          })}
        </List>
      )}
      <LoadMore
        hasMore={history.hasNextPage}
        loading={history.isFetchingNextPage}
        failed={history.isFetchNextPageError}
        onLoadMore={() => void history.fetchNextPage()}
        className="px-16 pb-16"
      />
    </Card>
  );
}
