// /win/money and /inbet/money: the game balance beside the wallet's, moving money in and out of the
// game, and the last transfers. A server component: the server reads the player's money on the board
// with the request's login cookies and renders the balances and the last transfers there
// (ServerPlayerContent keeps them while this render is that player's); the transfer is its client code,
// loaded after start (its tabs and a skeleton of the form's size until then), and a move renders the
// page again on the server. A guest, another login or a failed read get the browser's read
// (GameMoneyFromBrowser).
import { Trans } from "@lingui/react/macro";
import type { BitBoard } from "@repo/api-client/endpoints/bit-game";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { BOARD_PAGES } from "./boards";
import { GameMoneyFromBrowser, MoneyTransferPart } from "./GameMoneyParts";
import { GameMoneySkeleton } from "./GameMoneySkeleton";
import { GameMoneyView } from "./GameMoneyView";
import type { GameMoneyFirst } from "./load-game-money";
import { MoneyTransferSkeleton } from "./MoneyTransferSkeleton";
import { useBoardName } from "./use-bet-texts";

export interface GameMoneyScreenProps {
  locale: Locale;
  board: BitBoard;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<GameMoneyFirst> | null;
}

export function GameMoneyScreen({ locale, board, first }: GameMoneyScreenProps) {
  const boardName = useBoardName()(board);
  const fromBrowser = <GameMoneyFromBrowser locale={locale} board={board} placeholder={<GameMoneySkeleton />} />;
  const money = first?.data.money;
  return (
    <PageFrame locale={locale} back={BOARD_PAGES[board].board} heading={<Trans>{boardName} money</Trans>}>
      {first && money ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <GameMoneyView
            locale={locale}
            money={money}
            transfer={<MoneyTransferPart locale={locale} board={board} money={withoutTransfers(money)} refreshPage placeholder={<MoneyTransferSkeleton />} />}
          />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}

/** What the transfer needs: the balances and the limits, not the list. */
function withoutTransfers({ transfers: _transfers, ...money }: NonNullable<GameMoneyFirst["money"]>) {
  return money;
}
