"use client";
// The browser's read of a board (the server had none for this render's reader: a guest on /win,
// another login, a login only Telegram or the host app knows, or a failed read), in the page's frame:
// the current round with its countdown, the last results, and for a player the bet form, their bets of
// this round and the result of the round they bet on; a guest signs in to bet. The board is read again
// every few seconds and at each phase change (bets close, the draw).
import { Trans, useLingui } from "@lingui/react/macro";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { useApiQuery } from "@repo/api-client/react";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { Countdown } from "@repo/ui/countdown";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { SkeletonText } from "@repo/ui/skeleton";
import { useCallback, useState } from "react";
import { useViewer } from "../wallet/use-viewer";
import { countdownTarget, roundClock, roundPhase } from "./bet-rules";
import { BetCard } from "./BetCard";
import { BetForm } from "./BetForm";
import { BetHistoryList } from "./BetHistoryList";
import { BetSignIn } from "./BetSignIn";
import { BetRow } from "./BetRow";
import { BOARD_PAGES, BOARD_REFRESH_MS, boardHref } from "./boards";
import { MyRoundResult } from "./MyRoundResult";
import { RecentResults } from "./RecentResults";
import { RoundPanel } from "./RoundPanel";
import { useBoardName } from "./use-bet-texts";

export interface BetBoardReadProps {
  locale: Locale;
  board: BitBoard;
}

export function BetBoardRead({ locale, board }: BetBoardReadProps) {
  const { t } = useLingui();
  const boardName = useBoardName()(board);
  const viewer = useViewer();
  // Read once it is known who looks: a player's answer carries their bets and game balance.
  const state = useApiQuery(bitGameEndpoints.board, { board }, { refetchInterval: BOARD_REFRESH_MS, enabled: viewer !== "pending" });
  const [now, setNow] = useState(() => Date.now());
  const [betRound, setBetRound] = useState<number | null>(null);
  const refetch = state.refetch;
  const onPhaseEnd = useCallback(() => {
    setNow(Date.now());
    void refetch();
  }, [refetch]);
  const data = state.data;
  const historyPath = BOARD_PAGES[board].history;
  const phase = data ? roundPhase(data.round, now) : "betting";

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
          <RoundPanel
            round={data.round}
            phase={phase}
            countdown={
              <Countdown
                key={`${data.round.round_id}-${phase}`}
                target={countdownTarget(data.round, phase)}
                onEnd={onPhaseEnd}
                label={phase === "betting" ? t`Bets close in` : t`Draw in`}
                className="text-24 text-text"
              >
                {roundClock}
              </Countdown>
            }
          />
          {betRound !== null && betRound !== data.round.round_id ? <MyRoundResult locale={locale} board={board} roundId={betRound} coin={data.coin_name} /> : null}
          <RecentResults board={board} results={data.recent} />
          {viewer === "player" && data.game_balance !== null ? (
            <>
              <BetCard locale={locale} coin={data.coin_name} gameBalance={data.game_balance}>
                <BetForm
                  key={board}
                  locale={locale}
                  board={board}
                  roundId={data.round.round_id}
                  coin={data.coin_name}
                  limits={data}
                  options={data.options}
                  gameBalance={data.game_balance}
                  closed={phase !== "betting"}
                  onRoundClosed={onPhaseEnd}
                  onPlaced={setBetRound}
                />
              </BetCard>
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
            <BetSignIn locale={locale} board={board} />
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
