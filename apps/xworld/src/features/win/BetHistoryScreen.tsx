// /win/history (login-required): the player's bets on the board with each round's result. A server
// component: the board's coin and the first page of bets the server read with the player's login are
// the page's HTML and ship no code (ServerPlayerContent keeps them while this render is that player's);
// "Show more" loads the next pages in the browser. A guest, another login or a failed read get the
// browser's own read (BetHistoryFromBrowser).
import { Trans } from "@lingui/react/macro";
import type { BitBoard } from "@repo/api-client/endpoints/bit-game";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card/Card";
import { BetHistoryFromBrowser } from "./BetHistoryFromBrowser";
import { BetHistoryPages } from "./BetHistoryPages";
import { BOARD_PAGES } from "./boards";
import type { BetHistoryFirst } from "./load-bet-history";

export interface BetHistoryScreenProps {
  locale: Locale;
  board: BitBoard;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<BetHistoryFirst> | null;
}

export function BetHistoryScreen({ locale, board, first }: BetHistoryScreenProps) {
  const fromBrowser = <BetHistoryFromBrowser locale={locale} board={board} />;
  const state = first?.data.board;
  const bets = first?.data.bets;
  return (
    <PageFrame locale={locale} back={BOARD_PAGES[board].board} heading={<Trans>My bet history</Trans>}>
      {first && state && bets ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <Card flush>
            <div className="pb-8">
              <BetHistoryPages first={bets} locale={locale} board={board} coin={state.coin_name} />
            </div>
          </Card>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
