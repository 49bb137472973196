"use client";
// The browser's read of a board's money page (the server had none for this render's player: a guest,
// another login, a login only Telegram or the host app knows, or a failed read): a prompt to sign in for
// a guest, a skeleton, the money with the transfer, or a failure with Retry. Inside the page's frame.
import { Trans, useLingui } from "@lingui/react/macro";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { boardHref } from "./boards";
import { GameMoneySkeleton } from "./GameMoneySkeleton";
import { GameMoneyView } from "./GameMoneyView";
import { MoneyTransferArea } from "./MoneyTransferArea";

export interface GameMoneyReadProps {
  locale: Locale;
  board: BitBoard;
}

export function GameMoneyRead({ locale, board }: GameMoneyReadProps) {
  const viewer = useViewer();
  if (viewer === "player") return <Money locale={locale} board={board} />;
  if (viewer === "pending") return <GameMoneySkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={boardHref(locale, board, "money")}
      title={<Trans>Your game balance</Trans>}
      description={<Trans>Sign in to move money between your wallet and the game.</Trans>}
    />
  );
}

function Money({ locale, board }: GameMoneyReadProps) {
  const { t } = useLingui();
  const money = useApiQuery(bitGameEndpoints.money, { board });
  if (money.isError && !money.data) {
    return <ErrorState title={t`Your game balance could not load.`} onRetry={() => void money.refetch()} retrying={money.isFetching} />;
  }
  if (!money.data) return <GameMoneySkeleton />;
  return <GameMoneyView locale={locale} money={money.data} transfer={<MoneyTransferArea locale={locale} board={board} money={money.data} />} />;
}
