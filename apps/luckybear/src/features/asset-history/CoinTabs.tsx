"use client";
// The coin tabs of the server-rendered history: choosing a coin replaces the address (?coin=) and the page
// renders again on the server with that coin's first page; the chosen tab shows at once, the old panel
// until the new one has come. The address is set to the coin shown (the first coin for none or one the
// player does not hold), as it is shared and reloaded.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Tabs } from "@repo/ui/tabs";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect, useState, useTransition } from "react";
import { assetHistoryPath } from "./asset-history-path";

export function CoinTabs({ locale, coins, coin, children }: { locale: Locale; coins: readonly string[]; coin: string; children: ReactNode }) {
  const { t } = useLingui();
  const router = useRouter();
  const [switching, startSwitch] = useTransition();
  const [asked, setAsked] = useState(coin);
  const href = withLocale(assetHistoryPath(coin), locale);
  useEffect(() => {
    if (`${window.location.pathname}${window.location.search}` !== href) window.history.replaceState(window.history.state, "", href);
  }, [href]);
  const choose = (next: string) => {
    setAsked(next);
    startSwitch(() => router.replace(withLocale(assetHistoryPath(next), locale), { scroll: false }));
  };
  const items = (coins.length > 0 ? coins : [coin]).map((name) => ({ value: name, label: name }));
  return (
    <Tabs label={t`Coins`} items={items} value={switching ? asked : coin} onValueChange={choose}>
      <div aria-busy={switching || undefined}>{children}</div>
    </Tabs>
  );
}
