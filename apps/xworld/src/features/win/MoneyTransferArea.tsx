"use client";
// Moving money in or out of the game: the direction's tabs and the form for it. A move says what moved
// (a toast); on the server-rendered page (`refreshPage`) a move, or an attempt refused or never
// answered, renders the page again on the server (both balances and the last transfers); in the
// browser's read the API client reads the money again.
import { useLingui } from "@lingui/react/macro";
import type { BitBoard } from "@repo/api-client/endpoints/bit-game";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useRuntime } from "@repo/app-shell/runtime/context";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { Tabs } from "@repo/ui/tabs";
import { useState } from "react";
import { formatExact } from "../wallet/format-coin";
import type { GameMoney } from "./load-game-money";
import { type TransferDirection, TransferForm } from "./TransferForm";

export interface MoneyTransferAreaProps {
  locale: Locale;
  board: BitBoard;
  money: Omit<GameMoney, "transfers">;
  refreshPage?: boolean;
}

export function MoneyTransferArea({ locale, board, money, refreshPage = false }: MoneyTransferAreaProps) {
  const { t } = useLingui();
  const { toasts } = useRuntime();
  const { renderAgain } = useRenderAgain();
  const [direction, setDirection] = useState<TransferDirection>("in");
  const coin = money.coin_name;
  const items = [
    { value: "in" as const, label: t`Move in` },
    { value: "out" as const, label: t`Move out` },
  ];
  return (
    <Card flush>
      <Tabs label={t`Direction`} items={items} value={direction} onValueChange={setDirection} stretch>
        <div className="p-16">
          <TransferForm
            key={direction}
            locale={locale}
            board={board}
            direction={direction}
            coin={coin}
            decimals={money.decimals}
            minTransfer={money.min_transfer}
            walletBalance={money.wallet_balance}
            gameBalance={money.game_balance}
            onDone={(moved) => {
              const amount = formatExact(moved.amount, locale);
              toasts.show(moved.direction === "in" ? t`${amount} ${coin} moved into the game.` : t`${amount} ${coin} moved to your wallet.`, { tone: "success" });
              if (refreshPage) renderAgain();
            }}
            onFailed={refreshPage ? renderAgain : undefined}
          />
        </div>
      </Tabs>
    </Card>
  );
}
