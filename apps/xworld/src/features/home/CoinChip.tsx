"use client";
// The player's main coin on the home: the balance of the chosen coin (session coinType, default WH);
// a tap opens the wallet drawer with every coin and the wallet's actions. Nothing for guests, and nothing
// until the balances answer: a chip that appeared as a placeholder and then took the balance's width
// would move in the header (a layout shift); the account chip beside it shows the session loading.
import { Trans, useLingui } from "@lingui/react/macro";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { dialog, openDialogAtom } from "@repo/session/stores/common";
import { useSetAtom } from "jotai";
import { formatBalance } from "../wallet/format-coin";
import { useCoinChoice } from "../wallet/use-coin-choice";

export function CoinChip({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const loggedIn = useIsLoggedIn();
  const { coinType } = useCoinChoice();
  const openDialog = useSetAtom(openDialogAtom);
  // The same query as the wallet drawer's: the drawer opens on the balances the chip already has.
  const wallet = useApiQuery(walletReadEndpoints.getWalletInfo, { str_amount: true }, { enabled: loggedIn });
  if (!loggedIn) return null;

  const row = wallet.data?.list.find((entry) => entry.coin_name === coinType);
  const balance = row ? formatBalance(row.money_all, locale) : wallet.data ? formatBalance("0", locale) : null;
  if (balance === null && !wallet.isError) return null;
  return (
    <button
      type="button"
      onClick={() => openDialog(dialog("wallet-drawer", { coinType }))}
      aria-label={balance === null ? t`Open wallet` : t`Open wallet: ${balance} ${coinType}`}
      data-testid="home-coin-chip"
      className="inline-flex h-32 shrink-0 items-center gap-6 whitespace-nowrap rounded-full bg-surface-raised px-12 text-13 font-semibold text-text shadow-card"
    >
      {row?.coin_logo ? <img src={row.coin_logo} alt="" width={16} height={16} className="size-16 rounded-full" /> : null}
      {balance !== null ? <span className="tabular-nums">{`${balance} ${coinType}`}</span> : <Trans>Wallet</Trans>}
    </button>
  );
}
