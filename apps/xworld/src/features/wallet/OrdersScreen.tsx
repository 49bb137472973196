"use client";
// /user/orders: the history of transfers and withdrawals as tabs — transfers (transfer_history),
// the off-chain wallet records (offchain_history), on-chain transactions (onchain_history) and payouts
// to payment methods (payout_orders) — each 20 a page. The tab is kept in the address, so a reload or a link opens the same one.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { Tabs } from "@repo/ui/tabs";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { LedgerHistory } from "./LedgerHistory";
import type { OrdersFirst } from "./load-orders";
import { OnchainHistory } from "./OnchainHistory";
import { PayoutHistory } from "../payment/PayoutHistory";
import { SignInPrompt } from "./SignInPrompt";
import { TransferHistory } from "./TransferHistory";
import { usePlayerView } from "./use-viewer";
import { HistorySkeleton } from "./WalletSkeletons";
import { PageFrame } from "@repo/app-shell/page-frame";
import { type OrderTab, walletHref } from "./wallet-paths";

export interface OrdersScreenProps {
  locale: Locale;
  tab: OrderTab;
  /** The player's first data as the server read it with their login cookies (none for a guest): the first page of `tab`. */
  first?: PlayerFirst<OrdersFirst> | null;
}

export function OrdersScreen({ locale, tab: initialTab, first }: OrdersScreenProps) {
  const { t } = useLingui();
  const { server, viewer } = usePlayerView(first);
  const router = useRouter();
  const [tab, setTab] = useState<OrderTab>(initialTab);
  const select = (next: OrderTab) => {
    setTab(next);
    router.replace(walletHref(locale, "orders", { tab: next === "transfers" ? null : next }), { scroll: false });
  };
  return (
    <PageFrame locale={locale} back="/wallet" heading={<Trans>My orders</Trans>}>
      {viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={walletHref(locale, "orders")}
          title={<Trans>Sign in to see your orders</Trans>}
          description={<Trans>Your withdrawals, transfers and every change of your balances are listed here.</Trans>}
        />
      ) : (
        <Card flush>
          <Tabs
            label={t`Order history`}
            stretch
            value={tab}
            onValueChange={select}
            items={[
              { value: "transfers", label: <Trans>Transfers</Trans> },
              { value: "wallet", label: <Trans>Wallet</Trans> },
              { value: "onchain", label: <Trans>On-chain</Trans> },
              { value: "payouts", label: <Trans>Payouts</Trans> },
            ]}
          >
            {viewer === "pending" ? (
              <HistorySkeleton />
            ) : tab === "transfers" ? (
              <TransferHistory locale={locale} server={server.firstPage(server.data?.transfers)} />
            ) : tab === "wallet" ? (
              <LedgerHistory locale={locale} server={server.firstPage(server.data?.wallet)} />
            ) : tab === "payouts" ? (
              <PayoutHistory locale={locale} server={server.firstPage(server.data?.payouts)} />
            ) : (
              <OnchainHistory locale={locale} server={server.firstPage(server.data?.onchain)} />
            )}
          </Tabs>
        </Card>
      )}
    </PageFrame>
  );
}
