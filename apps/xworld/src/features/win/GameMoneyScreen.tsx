"use client";
// /win/money and /inbet/money: the game balance beside the wallet's, moving money in and out of the
// game, and the last transfers.
import { Trans, useLingui } from "@lingui/react/macro";
import { type BitBoard, type GameTransfer, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { useRuntime } from "@repo/app-shell/runtime/context";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { List, ListItem } from "@repo/ui/list";
import { SkeletonText } from "@repo/ui/skeleton";
import { SummaryList } from "@repo/ui/summary-list";
import { Tabs } from "@repo/ui/tabs";
import { useState } from "react";
import { formatBalance, formatExact } from "../wallet/format-coin";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView } from "../wallet/use-viewer";
import { BOARD_PAGES, boardHref } from "./boards";
import type { GameMoneyFirst } from "./load-game-money";
import { type TransferDirection, TransferForm } from "./TransferForm";
import { useBoardName } from "./use-bet-texts";

export interface GameMoneyScreenProps {
  locale: Locale;
  board: BitBoard;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<GameMoneyFirst> | null;
}

export function GameMoneyScreen({ locale, board, first }: GameMoneyScreenProps) {
  const { server, viewer } = usePlayerView(first);
  const boardName = useBoardName()(board);
  return (
    <PageFrame locale={locale} back={BOARD_PAGES[board].board} heading={<Trans>{boardName} money</Trans>}>
      {viewer === "player" ? (
        <Money locale={locale} board={board} server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={boardHref(locale, board, "money")}
          title={<Trans>Your game balance</Trans>}
          description={<Trans>Sign in to move money between your wallet and the game.</Trans>}
        />
      ) : (
        <Card>
          <SkeletonText lines={5} />
        </Card>
      )}
    </PageFrame>
  );
}

function Money({ locale, board, server }: { locale: Locale; board: BitBoard; server: PlayerAnswers<GameMoneyFirst> }) {
  const { t } = useLingui();
  const { toasts } = useRuntime();
  const money = useApiQuery(bitGameEndpoints.money, { board }, server.answer(server.data?.money));
  const [direction, setDirection] = useState<TransferDirection>("in");
  if (money.isError && !money.data) {
    return <ErrorState title={t`Your game balance could not load.`} onRetry={() => void money.refetch()} retrying={money.isFetching} />;
  }
  if (!money.data) {
    return (
      <Card>
        <SkeletonText lines={5} />
      </Card>
    );
  }
  const { coin_name: coin, decimals } = money.data;
  const items = [
    { value: "in" as const, label: t`Move in` },
    { value: "out" as const, label: t`Move out` },
  ];
  return (
    <>
      <Card>
        <SummaryList
          rows={[
            { label: t`Game balance`, value: `${formatBalance(money.data.game_balance, locale)} ${coin}`, emphasis: true, testId: "money-game" },
            { label: t`Wallet balance`, value: `${formatBalance(money.data.wallet_balance, locale)} ${coin}`, testId: "money-wallet" },
          ]}
        />
      </Card>
      <Card flush>
        <Tabs label={t`Direction`} items={items} value={direction} onValueChange={setDirection} stretch>
          <div className="p-16">
            <TransferForm
              key={direction}
              locale={locale}
              board={board}
              direction={direction}
              coin={coin}
              decimals={decimals}
              minTransfer={money.data.min_transfer}
              walletBalance={money.data.wallet_balance}
              gameBalance={money.data.game_balance}
              onDone={(moved) => {
                const amount = formatExact(moved.amount, locale);
                toasts.show(moved.direction === "in" ? t`${amount} ${coin} moved into the game.` : t`${amount} ${coin} moved to your wallet.`, { tone: "success" });
              }}
            />
          </div>
        </Tabs>
      </Card>
      <Card title={<Trans>Last transfers</Trans>} flush>
        <List label={t`Last transfers`} empty={<EmptyState title={<Trans>No transfers yet.</Trans>} />}>
          {money.data.transfers.map((transfer) => (
            <TransferRow key={transfer.transfer_id} locale={locale} transfer={transfer} coin={coin} />
          ))}
        </List>
      </Card>
    </>
  );
}

function TransferRow({ locale, transfer, coin }: { locale: Locale; transfer: GameTransfer; coin: string }) {
  const { t } = useLingui();
  const amount = formatExact(transfer.amount, locale);
  return (
    <ListItem
      title={transfer.direction === "in" ? t`Into the game` : t`To the wallet`}
      subtitle={formatDateTime(transfer.time, { locale })}
      trailing={<span className="text-14 font-semibold tabular-nums">{transfer.direction === "in" ? t`+${amount} ${coin}` : t`-${amount} ${coin}`}</span>}
    />
  );
}
