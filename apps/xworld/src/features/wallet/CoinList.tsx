// The wallet's coins (get_wallet_info rows), drawn by the caller (the server for its read); each row's
// tap and the main coin's highlight are CoinChoiceRow's (session coinType, remembered on the device).
import { useLingui } from "@lingui/react/macro";
import type { CoinRow } from "@repo/api-client/schemas/common";
import { coinBalanceRowParts } from "@repo/ui/coin-balance-row";
import { List } from "@repo/ui/list";
import { CoinChoiceRow } from "./CoinChoiceRow";

export interface CoinListProps {
  rows: readonly CoinRow[] | undefined;
  formatAmount: (value: string) => string;
}

export function CoinList({ rows, formatAmount }: CoinListProps) {
  const { t } = useLingui();
  return (
    <List label={t`My coins`} loading={!rows} loadingRows={4}>
      {rows?.map((row) => (
        <CoinChoiceRow key={row.coin_name} coinName={row.coin_name} {...coinBalanceRowParts({ balance: row, formatAmount })} />
      ))}
    </List>
  );
}
