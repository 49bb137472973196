// The trade history's tabs (all, bought, sold; the app shell's ServerTabs): choosing one replaces the
// address (?side=) and the page renders again on the server with that side's first page.
import { Trans, useLingui } from "@lingui/react/macro";
import { ServerTabs } from "@repo/app-shell/server-tabs";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import type { ReactNode } from "react";
import { marketHistoryPath, type TradeFilter } from "./trade-filter";

export function TradeFilterTabs({ locale, filter, children }: { locale: Locale; filter: TradeFilter; children: ReactNode }) {
  const { t } = useLingui();
  const item = (value: TradeFilter, label: ReactNode) => ({ value, label, href: withLocale(marketHistoryPath(value), locale) });
  return (
    <ServerTabs label={t`My trades`} stretch tab={filter} items={[item("all", <Trans>All</Trans>), item("bought", <Trans>Bought</Trans>), item("sold", <Trans>Sold</Trans>)]}>
      {children}
    </ServerTabs>
  );
}
