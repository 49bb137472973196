// The orders page's tabs (the app shell's ServerTabs): choosing one replaces the address (?tab=) and the
// page renders again on the server with that tab's first page. The tab is kept in the address, so a
// reload or a link opens the same one.
import { Trans, useLingui } from "@lingui/react/macro";
import { ServerTabs } from "@repo/app-shell/server-tabs";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { ordersHref } from "./orders-href";
import type { OrderTab } from "./wallet-paths";

export function OrderTabs({ locale, tab, children }: { locale: Locale; tab: OrderTab; children: ReactNode }) {
  const { t } = useLingui();
  const item = (value: OrderTab, label: ReactNode) => ({ value, label, href: ordersHref(locale, value) });
  return (
    <ServerTabs
      label={t`Order history`}
      stretch
      tab={tab}
      items={[item("transfers", <Trans>Transfers</Trans>), item("wallet", <Trans>Wallet</Trans>), item("onchain", <Trans>On-chain</Trans>), item("payouts", <Trans>Payouts</Trans>)]}
    >
      {children}
    </ServerTabs>
  );
}
