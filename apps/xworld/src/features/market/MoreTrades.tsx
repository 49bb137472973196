"use client";
// The trade history's pager: the pages after the server's first, as rows after its rows.
import { marketEndpoints } from "@repo/api-client/endpoints/market";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import type { Locale } from "@repo/i18n/locales";
import { memo } from "react";
import { type TradeFilter, tradeHistoryInput } from "./trade-filter";
import type { TradesPage } from "./TradePages";
import { TradeRow } from "./TradeRow";

const Row = memo(TradeRow);

export function MoreTrades({ first, filter, locale, onChange }: { first: TradesPage; filter: TradeFilter; locale: Locale } & PagerReport) {
  const later = useMorePages(marketEndpoints.history, tradeHistoryInput(filter), { first, idKey: "trade_id", onChange });
  return later.map((trade) => <Row key={trade.trade_id} locale={locale} trade={trade} />);
}
