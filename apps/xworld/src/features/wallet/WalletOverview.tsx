// The top of /wallet: everything the player holds, valued in USDT, and their main coin's balance (the
// device's choice, MainCoinBalance). Amounts come formatted.
import { Trans, useLingui } from "@lingui/react/macro";
import { InfoIcon } from "@repo/ui/icons";
import { Skeleton } from "@repo/ui/skeleton";
import { ExplanationButton } from "./ExplanationButton";
import { MainCoinBalance } from "./MainCoinBalance";

export interface WalletOverviewProps {
  /** The total in USDT, formatted; null while it loads. */
  totalUsdt: string | null;
  /** Each coin's formatted balance by coin name. */
  balances: Readonly<Record<string, string>>;
}

export function WalletOverview({ totalUsdt: total, balances }: WalletOverviewProps) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Total assets`} className="flex flex-col gap-8 rounded-16 bg-primary px-16 py-16 text-primary-contrast shadow-card">
      <p className="flex items-center gap-6 text-13 opacity-90">
        <Trans>Total assets</Trans>
        <ExplanationButton kind="assets" label={t`What are total assets?`} className="-m-8 flex size-36 items-center justify-center rounded-full text-16">
          <InfoIcon />
        </ExplanationButton>
      </p>
      <p className="text-28 font-bold tabular-nums" data-testid="wallet-total">
        {total === null ? <Skeleton width={160} height={32} /> : <Trans>≈ {total} USDT</Trans>}
      </p>
      <p className="flex items-center gap-6 text-14" data-testid="wallet-main-coin">
        <Trans>Main coin</Trans>
        <MainCoinBalance balances={balances} />
      </p>
    </section>
  );
}
