"use client";
// The orders page's tabs: choosing one replaces the address (?tab=) and the page renders again on the
// server with that tab's first page; the chosen tab shows at once, the old list until the new one has
// come. The tab is kept in the address, so a reload or a link opens the same one.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Tabs } from "@repo/ui/tabs";
import { useRouter } from "next/navigation";
import { type ReactNode, useState, useTransition } from "react";
import { ordersHref } from "./orders-href";
import type { OrderTab } from "./wallet-paths";

export function OrderTabs({ locale, tab, children }: { locale: Locale; tab: OrderTab; children: ReactNode }) {
  const { t } = useLingui();
  const router = useRouter();
  const [switching, startSwitch] = useTransition();
  const [asked, setAsked] = useState(tab);
  const choose = (next: OrderTab) => {
    setAsked(next);
    startSwitch(() => router.replace(ordersHref(locale, next), { scroll: false }));
  };
  return (
    <Tabs
      label={t`Order history`}
      stretch
      value={switching ? asked : tab}
      onValueChange={choose}
      items={[
        { value: "transfers", label: <Trans>Transfers</Trans> },
        { value: "wallet", label: <Trans>Wallet</Trans> },
        { value: "onchain", label: <Trans>On-chain</Trans> },
        { value: "payouts", label: <Trans>Payouts</Trans> },
      ]}
    >
      <div aria-busy={switching || undefined}>{children}</div>
    </Tabs>
  );
}
