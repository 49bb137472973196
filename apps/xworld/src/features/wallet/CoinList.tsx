"use client";
// The wallet's coins (get_wallet_info rows), the chosen one highlighted; tapping a row makes it the
// main coin (session coinType, remembered on the device).
import { useLingui } from "@lingui/react/macro";
import type { CoinRow } from "@repo/api-client/schemas/common";
import { CoinBalanceRow } from "@repo/ui/coin-balance-row";
import { List } from "@repo/ui/list";

// @repo/ui's CoinBalanceRow renders its own <li> and has no "selected" look, so the list marks the
// chosen row by position. Whole class names, so Tailwind finds every one of them in this file.
const CHOSEN_ROW: readonly (readonly [string, string])[] = [
  ["[&>li:nth-child(1)]:bg-surface-sunken", "[&>li:nth-child(1)]:shadow-[inset_4px_0_0_var(--ui-primary)]"],
  ["[&>li:nth-child(2)]:bg-surface-sunken", "[&>li:nth-child(2)]:shadow-[inset_4px_0_0_var(--ui-primary)]"],
  ["[&>li:nth-child(3)]:bg-surface-sunken", "[&>li:nth-child(3)]:shadow-[inset_4px_0_0_var(--ui-primary)]"],
  ["[&>li:nth-child(4)]:bg-surface-sunken", "[&>li:nth-child(4)]:shadow-[inset_4px_0_0_var(--ui-primary)]"],
  ["[&>li:nth-child(5)]:bg-surface-sunken", "[&>li:nth-child(5)]:shadow-[inset_4px_0_0_var(--ui-primary)]"],
  ["[&>li:nth-child(6)]:bg-surface-sunken", "[&>li:nth-child(6)]:shadow-[inset_4px_0_0_var(--ui-primary)]"],
  ["[&>li:nth-child(7)]:bg-surface-sunken", "[&>li:nth-child(7)]:shadow-[inset_4px_0_0_var(--ui-primary)]"],
  ["[&>li:nth-child(8)]:bg-surface-sunken", "[&>li:nth-child(8)]:shadow-[inset_4px_0_0_var(--ui-primary)]"],
  ["[&>li:nth-child(9)]:bg-surface-sunken", "[&>li:nth-child(9)]:shadow-[inset_4px_0_0_var(--ui-primary)]"],
  ["[&>li:nth-child(10)]:bg-surface-sunken", "[&>li:nth-child(10)]:shadow-[inset_4px_0_0_var(--ui-primary)]"],
  ["[&>li:nth-child(11)]:bg-surface-sunken", "[&>li:nth-child(11)]:shadow-[inset_4px_0_0_var(--ui-primary)]"],
  ["[&>li:nth-child(12)]:bg-surface-sunken", "[&>li:nth-child(12)]:shadow-[inset_4px_0_0_var(--ui-primary)]"],
];

export interface CoinListProps {
  rows: readonly CoinRow[] | undefined;
  chosen: string;
  formatAmount: (value: string) => string;
  onChoose: (coinName: string) => void;
}

export function CoinList({ rows, chosen, formatAmount, onChoose }: CoinListProps) {
  const { t } = useLingui();
  const chosenIndex = rows?.findIndex((row) => row.coin_name === chosen) ?? -1;
  return (
    <List label={t`My coins`} loading={!rows} loadingRows={4} className={CHOSEN_ROW[chosenIndex]?.join(" ")}>
      {rows?.map((row) => (
        <CoinBalanceRow key={row.coin_name} balance={row} formatAmount={formatAmount} onSelect={() => onChoose(row.coin_name)} />
      ))}
    </List>
  );
}
