"use client";
// /win/history (login-required): the player's bets on the tiger board with each round's result.
import { Trans, useLingui } from "@lingui/react/macro";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView } from "../wallet/use-viewer";
import { BetHistoryList } from "./BetHistoryList";
import { BOARD_PAGES, boardHref } from "./boards";
import type { BetHistoryFirst } from "./load-bet-history";

export interface BetHistoryScreenProps {
  locale: Locale;
  board: BitBoard;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<BetHistoryFirst> | null;
}

export function BetHistoryScreen({ locale, board, first }: BetHistoryScreenProps) {
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} back={BOARD_PAGES[board].board} heading={<Trans>My bet history</Trans>}>
      {viewer === "player" ? (
        <Card flush>
          <History locale={locale} board={board} server={server} />
        </Card>
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={boardHref(locale, board, "history")}
          title={<Trans>Bet on the next round</Trans>}
          description={<Trans>Sign in to place bets; a winning bet pays its odds into your game balance.</Trans>}
        />
      ) : (
        <List loading loadingRows={4} />
      )}
    </PageFrame>
  );
}

function History({ locale, board, server }: { locale: Locale; board: BitBoard; server: PlayerAnswers<BetHistoryFirst> }) {
  const { t } = useLingui();
  // The board names the coin the amounts are in.
  const state = useApiQuery(bitGameEndpoints.board, { board }, server.answer(server.data?.board));
  if (state.data) return <BetHistoryList locale={locale} board={board} coin={state.data.coin_name} server={server.firstPage(server.data?.bets)} />;
  if (state.isError) return <ErrorState title={t`This history could not load.`} onRetry={() => void state.refetch()} retrying={state.isFetching} className="p-16" />;
  return <List loading loadingRows={4} />;
}
