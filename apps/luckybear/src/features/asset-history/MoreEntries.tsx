"use client";
// One coin's history pager: the pages after the server's first, 20 at a time, as rows after its rows.
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import type { Locale } from "@repo/i18n/locales";
import { memo } from "react";
import type { HistoryPage } from "./history-page";
import { HistoryRow } from "./HistoryRow";

/** A row whose change is unchanged (React Query keeps equal data the same object) is not drawn again when a page arrives. */
const LaterRow = memo(HistoryRow);

export function MoreEntries({ coin, first, locale, onChange }: { coin: string; first: HistoryPage; locale: Locale } & PagerReport) {
  const later = useMorePages(luckyBearMoneyEndpoints.assetDetail, { coin_name: coin, page_size: first.page_size }, { first, idKey: "id", onChange });
  return later.map((entry) => <LaterRow key={entry.id} entry={entry} locale={locale} />);
}
