// The player's money on /wallet: the total in USDT and the main coin, the four ways on, and every coin
// (a tap makes another the main coin, remembered on the device), from balances the caller read (the
// server's read, or the browser's). No client code of its own: a server component draws it for the
// server's read; the device's main coin is its client leaves' (MainCoinBalance, ExchangeActionLink,
// CoinChoiceRow) and the explanations' buttons (ExplanationButton).
import { Trans, useLingui } from "@lingui/react/macro";
import type { CoinRow } from "@repo/api-client/schemas/common";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";
import { CoinGuide } from "./CoinGuide";
import { CoinList } from "./CoinList";
import { formatBalance } from "./format-coin";
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
  const amount = (value: string) => formatBalance(value, locale);
  const balances = Object.fromEntries((rows ?? []).map((row) => [row.coin_name, amount(row.money_all)]));

  return (
    <>
      {failure ?? <WalletOverview totalUsdt={totalUsdt === null ? null : amount(totalUsdt)} balances={balances} />}

      <WalletActions locale={locale} coinNames={rows?.map((row) => row.coin_name) ?? []} />

      <Card title={t`My coins`} flush>
        <p className="-mt-8 px-16 pb-8 text-12 text-text-muted">
          <Trans>Tap a coin to make it your main coin.</Trans>
        </p>
        {failure ? null : <CoinList rows={rows} formatAmount={amount} />}
        {rows ? (
          <div className="px-16 pb-16 pt-8">
            <CoinGuide coinNames={rows.map((row) => row.coin_name)} />
          </div>
        ) : null}
      </Card>
    </>
  );
}
