"use client";
// The player's bets on a board, newest first, 20 a page, with each round's result once drawn.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { type ServerFirstPageOptions, useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { EmptyHistory, PagedHistory } from "../wallet/PagedHistory";
import { BET_PAGE_SIZE } from "./boards";
import { BetRow } from "./BetRow";

export interface BetHistoryListProps {
  locale: Locale;
  board: BitBoard;
  coin: string;
  /** The page's server answer for the first page, `usePlayerFirst(first).firstPage(…)`, if any. */
  server?: ServerFirstPageOptions<ResponseOf<typeof bitGameEndpoints.betHistory>>;
}

export function BetHistoryList({ locale, board, coin, server = {} }: BetHistoryListProps) {
  const { t } = useLingui();
  const history = useApiInfiniteQuery(bitGameEndpoints.betHistory, { board, page_size: BET_PAGE_SIZE }, server);
  return (
    <PagedHistory
      query={history}
      label={t`My bets`}
      empty={<EmptyHistory title={<Trans>No bets yet.</Trans>} description={<Trans>Pick a side and place your first bet.</Trans>} />}
      renderRow={(bet) => <BetRow key={bet.bet_id} locale={locale} board={board} bet={bet} coin={coin} />}
    />
  );
}
