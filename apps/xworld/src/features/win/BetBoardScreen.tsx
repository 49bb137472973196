"use client";
// /win and /inbet: a board of the bet game. The current round with its countdown, the last results,
// and for a player the bet form, their bets of this round and the result of the round they bet on;
// guests read the board and sign in to bet. The board is read again every few seconds and at each
// phase change (bets close, the draw).
import { Trans, useLingui } from "@lingui/react/macro";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { useHydrated } from "@repo/app-shell/runtime/use-hydrated";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { SkeletonText } from "@repo/ui/skeleton";
import Link from "@repo/app-shell/link";
import { useCallback, useState } from "react";
import { formatBalance } from "../wallet/format-coin";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView } from "../wallet/use-viewer";
import { roundPhase } from "./bet-rules";
import { BetForm } from "./BetForm";
import { BetHistoryList } from "./BetHistoryList";
import { BetRow } from "./BetRow";
import { BOARD_PAGES, boardHref } from "./boards";
import type { BetBoardFirst } from "./load-bet-board";
import { MyRoundResult } from "./MyRoundResult";
import { RecentResults } from "./RecentResults";
import { RoundPanel } from "./RoundPanel";
import { useBoardName } from "./use-bet-texts";

/** The board is read again this often (other players' rounds roll on; a closed round shows its result). */
const BOARD_REFRESH_MS = 5_000;

export interface BetBoardScreenProps {
  locale: Locale;
  board: BitBoard;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<BetBoardFirst> | null;
}

export function BetBoardScreen({ locale, board, first }: BetBoardScreenProps) {
  const { t } = useLingui();
  const boardName = useBoardName()(board);
  const { server, viewer } = usePlayerView(first);
  // Read once it is known who looks: a player's answer carries their bets and game balance (as the
  // server's does, read with the player's login cookies).
  const state = useApiQuery(
    bitGameEndpoints.board,
    { board },
    { refetchInterval: BOARD_REFRESH_MS, enabled: viewer !== "pending", ...server.answer(server.data?.board) },
  );
  const [clock, setClock] = useState(() => Date.now());
  // The server's HTML and the hydration render run seconds apart, on two clocks: both show the round's
  // phase as the server answered it (its status), so they agree; the renders after go by the clock.
  const now = useHydrated() ? clock : null;
  const [betRound, setBetRound] = useState<number | null>(null);
  const refetch = state.refetch;
  const onPhaseEnd = useCallback(() => {
    setClock(Date.now());
    void refetch();
  }, [refetch]);
  const data = state.data;
  const historyPath = BOARD_PAGES[board].history;

  return (
    <PageFrame
      locale={locale}
      heading={boardName}
      action={
        viewer === "player" ? (
          <Link href={boardHref(locale, board, "money")} className="text-14 font-semibold text-link">
            <Trans>Money</Trans>
          </Link>
        ) : null
      }
    >
      {state.isError && !data ? (
        <ErrorState title={t`This board could not load.`} onRetry={() => void refetch()} retrying={state.isFetching} />
      ) : !data ? (
        <Card>
          <SkeletonText lines={7} />
        </Card>
      ) : (
        <>
          <RoundPanel round={data.round} phase={roundPhase(data.round, now)} onPhaseEnd={onPhaseEnd} />
          {betRound !== null && betRound !== data.round.round_id ? <MyRoundResult locale={locale} board={board} roundId={betRound} coin={data.coin_name} /> : null}
          <RecentResults board={board} results={data.recent} />
          {viewer === "player" && data.game_balance !== null ? (
            <>
              <Card>
                <div className="flex flex-col gap-12">
                  <p className="flex items-center justify-between text-14 text-text-muted">
                    <Trans>Game balance</Trans>
                    <span className="text-16 font-bold tabular-nums text-text" data-testid="game-balance">
                      {formatBalance(data.game_balance, locale)} {data.coin_name}
                    </span>
                  </p>
                  <BetForm
                    key={board}
                    locale={locale}
                    board={board}
                    roundId={data.round.round_id}
                    coin={data.coin_name}
                    limits={data}
                    options={data.options}
                    gameBalance={data.game_balance}
                    closed={roundPhase(data.round, now) !== "betting"}
                    onRoundClosed={onPhaseEnd}
                    onPlaced={setBetRound}
                  />
                </div>
              </Card>
              {data.my_round_bets.length > 0 ? (
                <Card title={<Trans>Your bets this round</Trans>} flush>
                  <List label={t`Your bets this round`}>
                    {data.my_round_bets.map((bet) => (
                      <BetRow key={bet.bet_id} locale={locale} board={board} bet={bet} coin={data.coin_name} />
                    ))}
                  </List>
                </Card>
              ) : null}
              {historyPath ? (
                <Link href={boardHref(locale, board, "history")} className="text-center text-14 font-semibold text-link">
                  <Trans>My bet history</Trans>
                </Link>
              ) : (
                <Card title={<Trans>My bets</Trans>} flush>
                  <BetHistoryList locale={locale} board={board} coin={data.coin_name} />
                </Card>
              )}
            </>
          ) : viewer === "guest" ? (
            <SignInPrompt
              locale={locale}
              backUrl={boardHref(locale, board, "board")}
              title={<Trans>Bet on the next round</Trans>}
              description={<Trans>Sign in to place bets; a winning bet pays its odds into your game balance.</Trans>}
            />
          ) : (
            <Card>
              <SkeletonText lines={4} />
            </Card>
          )}
        </>
      )}
    </PageFrame>
  );
}
