// The money on a board as read (server and client alike, no client code of its own): both balances,
// the transfer (`transfer`, drawn by the caller: the form, or its skeleton until it loads) and the last
// transfers.
import { Trans, useLingui } from "@lingui/react/macro";
import type { GameTransfer } from "@repo/api-client/endpoints/bit-game";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { List, ListItem } from "@repo/ui/list";
import { SummaryList } from "@repo/ui/summary-list";
import type { ReactNode } from "react";
import { formatBalance, formatExact } from "../wallet/format-coin";
import type { GameMoney } from "./load-game-money";

export function GameMoneyView({ locale, money, transfer }: { locale: Locale; money: GameMoney; transfer: ReactNode }) {
  const { t } = useLingui();
  const coin = money.coin_name;
  return (
    <>
      <Card>
        <SummaryList
          rows={[
            { label: t`Game balance`, value: `${formatBalance(money.game_balance, locale)} ${coin}`, emphasis: true, testId: "money-game" },
            { label: t`Wallet balance`, value: `${formatBalance(money.wallet_balance, locale)} ${coin}`, testId: "money-wallet" },
          ]}
        />
      </Card>
      {transfer}
      <Card title={<Trans>Last transfers</Trans>} flush>
        <List label={t`Last transfers`} empty={<EmptyState title={<Trans>No transfers yet.</Trans>} />}>
          {money.transfers.map((entry) => (
            <TransferRow key={entry.transfer_id} locale={locale} transfer={entry} coin={coin} />
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
