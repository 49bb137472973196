"use client";
// The bet on the server-rendered board: the result of the round the player last bet on once it has
// moved on (MyRoundResult, read until settled), and the bet's card with the form. A bet, or a round
// that closed under the player, renders the page again on the server (their bets of the round and the
// game balance); the form keeps its one submission per tap and attempt key.
import type { BitBoard } from "@repo/api-client/endpoints/bit-game";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import type { Locale } from "@repo/i18n/locales";
import { useState } from "react";
import { BetCard } from "./BetCard";
import { BetForm } from "./BetForm";
import type { BoardState } from "./load-bet-board";
import { MyRoundResult } from "./MyRoundResult";

export interface BetAreaProps {
  locale: Locale;
  board: BitBoard;
  /** The board as the server read it, without its lists. */
  state: Omit<BoardState, "recent" | "my_round_bets">;
  gameBalance: string;
  /** The round's phase on the server's render is not betting. */
  closed: boolean;
}

export function BetArea({ locale, board, state, gameBalance, closed }: BetAreaProps) {
  const { renderAgain } = useRenderAgain();
  const [betRound, setBetRound] = useState<number | null>(null);
  const coin = state.coin_name;
  return (
    <>
      {betRound !== null && betRound !== state.round.round_id ? <MyRoundResult locale={locale} board={board} roundId={betRound} coin={coin} /> : null}
      <BetCard locale={locale} coin={coin} gameBalance={gameBalance}>
        <BetForm
          key={board}
          locale={locale}
          board={board}
          roundId={state.round.round_id}
          coin={coin}
          limits={state}
          options={state.options}
          gameBalance={gameBalance}
          closed={closed}
          onRoundClosed={renderAgain}
          onPlaced={(roundId) => {
            setBetRound(roundId);
            renderAgain();
          }}
        />
      </BetCard>
    </>
  );
}
