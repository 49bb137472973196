"use client";
// The player's bets on a board, newest first, 20 a page, with each round's result once drawn.
import { Trans, useLingui } from "@lingui/react/macro";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { EmptyHistory, PagedHistory } from "../wallet/PagedHistory";
import { BetRow } from "./BetRow";

export function BetHistoryList({ locale, board, coin }: { locale: Locale; board: BitBoard; coin: string }) {
  const { t } = useLingui();
  const history = useApiInfiniteQuery(bitGameEndpoints.betHistory, { board });
  return (
    <PagedHistory
      query={history}
      label={t`My bets`}
      empty={<EmptyHistory title={<Trans>No bets yet.</Trans>} description={<Trans>Pick a side and place your first bet.</Trans>} />}
      renderRow={(bet) => <BetRow key={bet.bet_id} locale={locale} board={board} bet={bet} coin={coin} />}
    />
  );
}
