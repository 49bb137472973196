"use client";
// The bet history's pager: the pages after the server's first, as rows after its rows.
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import type { Locale } from "@repo/i18n/locales";
import { memo } from "react";
import type { BetHistoryPage } from "./BetHistoryPages";
import { BET_PAGE_SIZE } from "./boards";
import { BetRow } from "./BetRow";

const Row = memo(BetRow);

export interface MoreBetsProps {
  first: BetHistoryPage;
  locale: Locale;
  board: BitBoard;
  coin: string;
}

export function MoreBets({ first, locale, board, coin, onChange }: MoreBetsProps & PagerReport) {
  const later = useMorePages(bitGameEndpoints.betHistory, { board, page_size: BET_PAGE_SIZE }, { first, idKey: "bet_id", onChange });
  return later.map((bet) => <Row key={bet.bet_id} locale={locale} board={board} bet={bet} coin={coin} />);
}
