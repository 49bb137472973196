// The player's bets on a board, newest first, 20 a page: the first page as the server read it, with no
// client code; "Show more" loads the next pages in the browser (LaterBets).
import { useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import type { Locale } from "@repo/i18n/locales";
import { BetHistoryEmpty } from "./BetHistoryEmpty";
import { BetRow } from "./BetRow";
import { LaterBets } from "./LaterBets";

export type BetHistoryPage = ResponseOf<typeof bitGameEndpoints.betHistory>;

export interface BetHistoryPagesProps {
  first: BetHistoryPage;
  locale: Locale;
  board: BitBoard;
  /** The board's coin, which the amounts are in. */
  coin: string;
}

export function BetHistoryPages({ first, locale, board, coin }: BetHistoryPagesProps) {
  const { t } = useLingui();
  return (
    <ServerPagedList first={first} label={t`My bets`} empty={<BetHistoryEmpty />} later={<LaterBets first={first} locale={locale} board={board} coin={coin} />} count>
      {first.list.map((bet) => (
        <BetRow key={bet.bet_id} locale={locale} board={board} bet={bet} coin={coin} />
      ))}
    </ServerPagedList>
  );
}
