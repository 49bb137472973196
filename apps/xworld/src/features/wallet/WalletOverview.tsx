"use client";
// The top of /wallet: everything the player holds, valued in USDT, and their main coin's balance.
import { Trans, useLingui } from "@lingui/react/macro";
import type { CoinRow } from "@repo/api-client/schemas/common";
import { dialog, openDialogAtom } from "@repo/session/stores/common";
import { InfoIcon } from "@repo/ui/icons";
import { Skeleton } from "@repo/ui/skeleton";
import { useSetAtom } from "jotai";

export interface WalletOverviewProps {
  totalUsdt: string | null;
  chosen: string;
  chosenRow: CoinRow | undefined;
  formatAmount: (value: string) => string;
}

export function WalletOverview({ totalUsdt, chosen, chosenRow, formatAmount }: WalletOverviewProps) {
  const { t } = useLingui();
  const openDialog = useSetAtom(openDialogAtom);
  const total = totalUsdt === null ? null : formatAmount(totalUsdt);
  const balance = chosenRow ? formatAmount(chosenRow.money_all) : null;
  return (
    <section aria-label={t`Total assets`} className="flex flex-col gap-8 rounded-16 bg-primary px-16 py-16 text-primary-contrast shadow-card">
      <p className="flex items-center gap-6 text-13 opacity-90">
        <Trans>Total assets</Trans>
        <button
          type="button"
          aria-label={t`What are total assets?`}
          onClick={() => openDialog(dialog("explanation", { kind: "assets" }))}
          className="-m-8 flex size-36 items-center justify-center rounded-full text-16"
        >
          <InfoIcon />
        </button>
      </p>
      <p className="text-28 font-bold tabular-nums" data-testid="wallet-total">
        {total === null ? <Skeleton width={160} height={32} /> : <Trans>≈ {total} USDT</Trans>}
      </p>
      <p className="flex items-center gap-6 text-14" data-testid="wallet-main-coin">
        <Trans>Main coin</Trans>
        <strong className="rounded-full bg-primary-contrast px-8 py-2 text-12 text-primary">{chosen}</strong>
        {balance === null ? null : <span className="ml-auto font-semibold tabular-nums">{balance}</span>}
      </p>
    </section>
  );
}
