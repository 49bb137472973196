import { Trans, useLingui } from "@lingui/react/macro";
import { AmountDisplay } from "../amount-display/AmountDisplay";
import { Button } from "../button/Button";
import { CoinBalanceRow, type CoinBalance } from "../coin-balance-row/CoinBalanceRow";
import { Drawer } from "../drawer/Drawer";
import { ErrorState } from "../error-state/ErrorState";
import { List } from "../list/List";

export type WalletAction = "recharge" | "withdraw" | "exchange" | "history";

export interface WalletDrawerProps {
  balances: readonly CoinBalance[];
  /** Total of all balances in USDT, already formatted. */
  totalUsdt?: string;
  loading?: boolean;
  /** Loading failed: shows an error with Retry. */
  error?: boolean;
  onRetry?: () => void;
  formatAmount?: (value: string) => string;
  onAction: (action: WalletAction) => void;
  onSelectCoin?: (balance: CoinBalance) => void;
  onClose: () => void;
}

/** The wallet drawer: total, one row per coin, and the wallet's main actions. */
export function WalletDrawer({
  balances,
  totalUsdt,
  loading = false,
  error = false,
  onRetry,
  formatAmount,
  onAction,
  onSelectCoin,
  onClose,
}: WalletDrawerProps) {
  const { t } = useLingui();
  return (
    <Drawer
      open
      onClose={onClose}
      title={t`Wallet`}
      footer={
        <div className="grid grid-cols-2 gap-8">
          <Button onClick={() => onAction("recharge")}>
            <Trans>Recharge</Trans>
          </Button>
          <Button variant="secondary" onClick={() => onAction("withdraw")}>
            <Trans>Withdraw</Trans>
          </Button>
          <Button variant="ghost" onClick={() => onAction("exchange")}>
            <Trans>Exchange</Trans>
          </Button>
          <Button variant="ghost" onClick={() => onAction("history")}>
            <Trans>History</Trans>
          </Button>
        </div>
      }
    >
      <div className="px-16 pb-12">
        <p className="text-13 text-text-muted">
          <Trans>Total assets</Trans>
        </p>
        {totalUsdt !== undefined || loading ? (
          <AmountDisplay value={totalUsdt ?? ""} unit="USDT" size="xl" loading={loading} />
        ) : null}
      </div>
      {error ? (
        <ErrorState title={t`Could not load your wallet.`} onRetry={onRetry} />
      ) : (
        <List loading={loading} label={t`Coins`}>
          {balances.map((balance) => (
            <CoinBalanceRow
              key={balance.coin_name}
              balance={balance}
              formatAmount={formatAmount}
              onSelect={onSelectCoin ? () => onSelectCoin(balance) : undefined}
            />
          ))}
        </List>
      )}
    </Drawer>
  );
}
