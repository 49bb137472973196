"use client";
// The wallet's coins (get_wallet_info rows), the chosen one highlighted; tapping a row makes it the
// main coin (session coinType, remembered on the device).
import { useLingui } from "@lingui/react/macro";
import type { CoinRow } from "@repo/api-client/schemas/common";
import { CoinBalanceRow } from "@repo/ui/coin-balance-row";
import { List } from "@repo/ui/list";

export interface CoinListProps {
  rows: readonly CoinRow[] | undefined;
  chosen: string;
  formatAmount: (value: string) => string;
  onChoose: (coinName: string) => void;
}

export function CoinList({ rows, chosen, formatAmount, onChoose }: CoinListProps) {
  const { t } = useLingui();
  return (
    <List label={t`My coins`} loading={!rows} loadingRows={4}>
      {rows?.map((row) => (
        <CoinBalanceRow
          key={row.coin_name}
          balance={row}
          selected={row.coin_name === chosen}
          formatAmount={formatAmount}
          onSelect={() => onChoose(row.coin_name)}
        />
      ))}
    </List>
  );
}
