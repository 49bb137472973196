"use client";
// /win/history (login-required): the player's bets on the tiger board with each round's result.
import { Trans, useLingui } from "@lingui/react/macro";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { BetHistoryList } from "./BetHistoryList";
import { BOARD_PAGES, boardHref } from "./boards";

export function BetHistoryScreen({ locale, board }: { locale: Locale; board: BitBoard }) {
  const { t } = useLingui();
  const viewer = useViewer();
  // The board names the coin the amounts are in.
  const state = useApiQuery(bitGameEndpoints.board, { board }, { enabled: viewer === "player" });
  return (
    <PageFrame locale={locale} back={BOARD_PAGES[board].board} heading={<Trans>My bet history</Trans>}>
      {viewer === "player" ? (
        <Card flush>
          {state.data ? (
            <BetHistoryList locale={locale} board={board} coin={state.data.coin_name} />
          ) : state.isError ? (
            <ErrorState title={t`This history could not load.`} onRetry={() => void state.refetch()} retrying={state.isFetching} className="p-16" />
          ) : (
            <List loading loadingRows={4} />
          )}
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
