"use client";
// The trade history read by the browser: for a player the server did not read for (another login, or a
// login only Telegram or the host app knows), or when the server's read failed. Loaded only then
// (MarketHistoryFromBrowser); otherwise the page shows the server's read.
import { useLingui } from "@lingui/react/macro";
import { marketEndpoints } from "@repo/api-client/endpoints/market";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { PagedHistory } from "../wallet/PagedHistory";
import { useViewer } from "../wallet/use-viewer";
import { type TradeFilter, tradeHistoryInput } from "./trade-filter";
import { TradeRow } from "./TradeRow";
import { TradesEmpty } from "./TradesEmpty";

/** `loading`: the server's skeleton, shown until a login is known (a guest is sent to login by the app's login guard). */
export function MarketHistoryRead({ locale, filter, loading }: { locale: Locale; filter: TradeFilter; loading: ReactNode }) {
  return useViewer() === "player" ? <Trades key={filter} locale={locale} filter={filter} /> : loading;
}

function Trades({ locale, filter }: { locale: Locale; filter: TradeFilter }) {
  const { t } = useLingui();
  const query = useApiInfiniteQuery(marketEndpoints.history, tradeHistoryInput(filter));
  return <PagedHistory query={query} label={t`Trades`} empty={<TradesEmpty />} renderRow={(trade) => <TradeRow key={trade.trade_id} locale={locale} trade={trade} />} />;
}
