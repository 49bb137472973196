"use client";
// One coin's changes once the player asked for more: the next pages, 20 at a time, as rows after the
// server's (LaterEntries; use-later-pages).
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import type { Locale } from "@repo/i18n/locales";
import { memo } from "react";
import type { MorePages } from "../paging/paging-state";
import { useLaterPages } from "../paging/use-later-pages";
import { entryKey, type HistoryPage } from "./history-page";
import { HistoryRow } from "./HistoryRow";

/** A row whose change is unchanged (React Query keeps equal data the same object) is not drawn again when a page arrives. */
const LaterRow = memo(HistoryRow);

interface MoreEntriesProps {
  coin: string;
  first: HistoryPage;
  locale: Locale;
  onChange: (more: MorePages) => void;
}

export function MoreEntries({ coin, first, locale, onChange }: MoreEntriesProps) {
  const later = useLaterPages({ endpoint: luckyBearMoneyEndpoints.assetDetail, input: { coin_name: coin }, first, keyOf: entryKey, onChange });
  return later.map((entry) => <LaterRow key={entry.id} entry={entry} locale={locale} />);
}
