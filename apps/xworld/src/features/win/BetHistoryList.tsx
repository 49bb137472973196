"use client";
// The player's bets on a board read by the browser, newest first, 20 a page, with each round's result
// once drawn: on the inbet board, and on /win/history when the server had no read for this player.
import { useLingui } from "@lingui/react/macro";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { PagedHistory } from "../wallet/PagedHistory";
import { BetHistoryEmpty } from "./BetHistoryEmpty";
import { BET_PAGE_SIZE } from "./boards";
import { BetRow } from "./BetRow";

export interface BetHistoryListProps {
  locale: Locale;
  board: BitBoard;
  coin: string;
}

export function BetHistoryList({ locale, board, coin }: BetHistoryListProps) {
  const { t } = useLingui();
  const history = useApiInfiniteQuery(bitGameEndpoints.betHistory, { board, page_size: BET_PAGE_SIZE });
  return (
    <PagedHistory
      query={history}
      label={t`My bets`}
      empty={<BetHistoryEmpty />}
      renderRow={(bet) => <BetRow key={bet.bet_id} locale={locale} board={board} bet={bet} coin={coin} />}
    />
  );
}
