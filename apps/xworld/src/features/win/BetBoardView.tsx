// A board as the server read it (no client code but its parts): the current round with its countdown,
// which renders the page again at each phase end, the last results, and for a player the bet (loaded
// after start, the game balance and a skeleton of the form drawn here until then), their bets of the
// round and, on inbet, their bets' first page; a guest's sign-in prompt. The page renders again every
// few seconds, as the browser's read reads the board.
import { Trans, useLingui } from "@lingui/react/macro";
import type { BitBoard } from "@repo/api-client/endpoints/bit-game";
import Link from "@repo/app-shell/link";
import { RefreshingCountdown } from "@repo/app-shell/refreshing-countdown";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { List } from "@repo/ui/list";
import { RefreshingEvery } from "@repo/app-shell/refreshing-every";
import { countdownTarget, roundPhase } from "./bet-rules";
import { BetAreaPart, BetHistoryListPart, BetSignInPart } from "./BetBoardParts";
import { BetCard } from "./BetCard";
import { BetFormSkeleton } from "./BetFormSkeleton";
import { BetHistoryPages } from "./BetHistoryPages";
import { BetRow } from "./BetRow";
import { BetSignInPlaceholder } from "./BetSignInPlaceholder";
import { BOARD_PAGES, BOARD_REFRESH_MS, boardHref } from "./boards";
import type { BetBoardFirst, BoardState } from "./load-bet-board";
import { RecentResults } from "./RecentResults";
import { RoundPanel } from "./RoundPanel";

export interface BetBoardViewProps {
  locale: Locale;
  board: BitBoard;
  state: BoardState;
  /** The reader the server read for (null: a guest). */
  player: number | null;
  bets: BetBoardFirst["bets"];
  readAtMs: number;
}

export function BetBoardView({ locale, board, state, player, bets, readAtMs }: BetBoardViewProps) {
  const { t } = useLingui();
  const { round, coin_name: coin } = state;
  const phase = roundPhase(round, readAtMs);
  const { recent, my_round_bets: roundBets, ...rules } = state;
  return (
    <>
      <RefreshingEvery ms={BOARD_REFRESH_MS} />
      <RoundPanel
        round={round}
        phase={phase}
        countdown={
          <RefreshingCountdown
            key={`${round.round_id}-${phase}`}
            endsAt={countdownTarget(round, phase) / 1000}
            label={phase === "betting" ? t`Bets close in` : t`Draw in`}
            className="text-24 text-text"
            minutes
          />
        }
      />
      <RecentResults board={board} results={recent} />
      {player !== null && state.game_balance !== null ? (
        <>
          <BetAreaPart
            locale={locale}
            board={board}
            state={rules}
            gameBalance={state.game_balance}
            closed={phase !== "betting"}
            placeholder={
              <BetCard locale={locale} coin={coin} gameBalance={state.game_balance}>
                <BetFormSkeleton />
              </BetCard>
            }
          />
          {roundBets.length > 0 ? (
            <Card title={<Trans>Your bets this round</Trans>} flush>
              <List label={t`Your bets this round`}>
                {roundBets.map((bet) => (
                  <BetRow key={bet.bet_id} locale={locale} board={board} bet={bet} coin={coin} />
                ))}
              </List>
            </Card>
          ) : null}
          {BOARD_PAGES[board].history !== null ? (
            <Link href={boardHref(locale, board, "history")} className="text-center text-14 font-semibold text-link">
              <Trans>My bet history</Trans>
            </Link>
          ) : (
            <Card title={<Trans>My bets</Trans>} flush>
              {bets ? (
                <div className="pb-8">
                  <BetHistoryPages first={bets} locale={locale} board={board} coin={coin} />
                </div>
              ) : (
                <BetHistoryListPart locale={locale} board={board} coin={coin} placeholder={<List label={t`My bets`} loading loadingRows={3} />} />
              )}
            </Card>
          )}
        </>
      ) : player === null ? (
        <BetSignInPart locale={locale} board={board} placeholder={<BetSignInPlaceholder />} />
      ) : null}
    </>
  );
}
