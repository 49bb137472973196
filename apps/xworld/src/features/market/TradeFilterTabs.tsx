"use client";
// The trade history's tabs (all, bought, sold): choosing one replaces the address (?side=) and the page
// renders again on the server with that side's first page; the chosen tab shows at once, the old list
// until the new one has come.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Tabs } from "@repo/ui/tabs";
import { useRouter } from "next/navigation";
import { type ReactNode, useState, useTransition } from "react";
import { marketHistoryPath, type TradeFilter } from "./trade-filter";

export function TradeFilterTabs({ locale, filter, children }: { locale: Locale; filter: TradeFilter; children: ReactNode }) {
  const { t } = useLingui();
  const router = useRouter();
  const [switching, startSwitch] = useTransition();
  const [asked, setAsked] = useState(filter);
  const choose = (next: TradeFilter) => {
    setAsked(next);
    startSwitch(() => router.replace(withLocale(marketHistoryPath(next), locale), { scroll: false }));
  };
  return (
    <Tabs
      label={t`My trades`}
      stretch
      value={switching ? asked : filter}
      onValueChange={choose}
      items={[
        { value: "all", label: <Trans>All</Trans> },
        { value: "bought", label: <Trans>Bought</Trans> },
        { value: "sold", label: <Trans>Sold</Trans> },
      ]}
    >
      <div aria-busy={switching || undefined}>{children}</div>
    </Tabs>
  );
}
