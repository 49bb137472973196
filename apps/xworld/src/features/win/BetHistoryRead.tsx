"use client";
// The bet history read by the browser: for a guest (a prompt to sign in), a player the server did not
// read for (another login, or a login only Telegram or the host app knows), or when a server read
// failed. Loaded only then (BetHistoryFromBrowser); otherwise the page shows the server's read.
import { Trans, useLingui } from "@lingui/react/macro";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { BetHistoryList } from "./BetHistoryList";
import { boardHref } from "./boards";

export function BetHistoryRead({ locale, board }: { locale: Locale; board: BitBoard }) {
  const viewer = useViewer();
  if (viewer === "player") {
    return (
      <Card flush>
        <History locale={locale} board={board} />
      </Card>
    );
  }
  if (viewer === "pending") return <List loading loadingRows={4} />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={boardHref(locale, board, "history")}
      title={<Trans>Bet on the next round</Trans>}
      description={<Trans>Sign in to place bets; a winning bet pays its odds into your game balance.</Trans>}
    />
  );
}

function History({ locale, board }: { locale: Locale; board: BitBoard }) {
  const { t } = useLingui();
  // The board names the coin the amounts are in.
  const state = useApiQuery(bitGameEndpoints.board, { board });
  if (state.data) return <BetHistoryList locale={locale} board={board} coin={state.data.coin_name} />;
  if (state.isError) return <ErrorState title={t`This history could not load.`} onRetry={() => void state.refetch()} retrying={state.isFetching} className="p-16" />;
  return <List loading loadingRows={4} />;
}
