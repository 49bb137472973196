"use client";
// The orders page read by the browser: for a guest (a prompt to sign in), a player the server did not read
// for (another login, or a login only Telegram or the host app knows), or when the server's read failed.
// Loaded only then (OrdersFromBrowser); otherwise the page shows the server's read.
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { PayoutHistory } from "../payment/PayoutHistory";
import { LedgerHistory } from "./LedgerHistory";
import { OnchainHistory } from "./OnchainHistory";
import { OrderTabs } from "./OrderTabs";
import { SignInPrompt } from "./SignInPrompt";
import { TransferHistory } from "./TransferHistory";
import { useViewer } from "./use-viewer";
import { HistorySkeleton } from "./WalletSkeletons";
import { type OrderTab, walletHref } from "./wallet-paths";

export function OrdersRead({ locale, tab }: { locale: Locale; tab: OrderTab }) {
  const viewer = useViewer();
  if (viewer === "guest") {
    return (
      <SignInPrompt
        locale={locale}
        backUrl={walletHref(locale, "orders")}
        title={<Trans>Sign in to see your orders</Trans>}
        description={<Trans>Your withdrawals, transfers and every change of your balances are listed here.</Trans>}
      />
    );
  }
  return (
    <Card flush>
      <OrderTabs locale={locale} tab={tab}>
        {viewer === "pending" ? (
          <HistorySkeleton />
        ) : tab === "transfers" ? (
          <TransferHistory locale={locale} />
        ) : tab === "wallet" ? (
          <LedgerHistory locale={locale} />
        ) : tab === "payouts" ? (
          <PayoutHistory locale={locale} />
        ) : (
          <OnchainHistory locale={locale} />
        )}
      </OrderTabs>
    </Card>
  );
}
