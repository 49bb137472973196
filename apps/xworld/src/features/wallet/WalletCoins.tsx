"use client";
// The player's money on /wallet: the total in USDT and the main coin, the four ways on, and every coin
// (a tap makes another the main coin, remembered on the device), from balances the caller read (the
// server's read, or the browser's). A client part for the device's main coin only; it reads nothing.
import { Trans, useLingui } from "@lingui/react/macro";
import type { CoinRow } from "@repo/api-client/schemas/common";
import type { Locale } from "@repo/i18n/locales";
import { useRuntime } from "@repo/app-shell/runtime/context";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";
import { CoinGuide } from "./CoinGuide";
import { CoinList } from "./CoinList";
import { formatBalance } from "./format-coin";
import { useCoinChoice } from "./use-coin-choice";
import { WalletActions } from "./WalletActions";
import { WalletOverview } from "./WalletOverview";

export interface WalletCoinsProps {
  locale: Locale;
  /** The balances; undefined while they load. */
  rows: readonly CoinRow[] | undefined;
  totalUsdt: string | null;
  /** Shown instead of the total and the coins when the balances could not load. */
  failure?: ReactNode;
}

export function WalletCoins({ locale, rows, totalUsdt, failure }: WalletCoinsProps) {
  const { t } = useLingui();
  const { toasts } = useRuntime();
  const { coinType, choose } = useCoinChoice();
  const amount = (value: string) => formatBalance(value, locale);

  const onChoose = (coinName: string) => {
    if (coinName === coinType) return;
    choose(coinName);
    toasts.show(t`${coinName} is now your main coin.`, { tone: "success" });
  };

  return (
    <>
      {failure ?? <WalletOverview totalUsdt={totalUsdt} chosen={coinType} chosenRow={rows?.find((row) => row.coin_name === coinType)} formatAmount={amount} />}

      <WalletActions locale={locale} coinType={coinType} />

      <Card title={t`My coins`} flush>
        <p className="-mt-8 px-16 pb-8 text-12 text-text-muted">
          <Trans>Tap a coin to make it your main coin.</Trans>
        </p>
        {failure ? null : <CoinList rows={rows} chosen={coinType} formatAmount={amount} onChoose={onChoose} />}
        {rows ? (
          <div className="px-16 pb-16 pt-8">
            <CoinGuide coinNames={rows.map((row) => row.coin_name)} />
          </div>
        ) : null}
      </Card>
    </>
  );
}
