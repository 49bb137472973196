"use client";
// The coin tabs of the server-rendered history (the app shell's ServerTabs): choosing a coin replaces the
// address (?coin=) and the page renders again on the server with that coin's first page. The address is
// set to the coin shown (the first coin for none or one the player does not hold), as it is shared and
// reloaded.
import { useLingui } from "@lingui/react/macro";
import { ServerTabs } from "@repo/app-shell/server-tabs";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { type ReactNode, useEffect } from "react";
import { assetHistoryPath } from "./asset-history-path";

export function CoinTabs({ locale, coins, coin, children }: { locale: Locale; coins: readonly string[]; coin: string; children: ReactNode }) {
  const { t } = useLingui();
  const href = withLocale(assetHistoryPath(coin), locale);
  useEffect(() => {
    if (`${window.location.pathname}${window.location.search}` !== href) window.history.replaceState(window.history.state, "", href);
  }, [href]);
  const items = (coins.length > 0 ? coins : [coin]).map((name) => ({ value: name, label: name, href: withLocale(assetHistoryPath(name), locale) }));
  return (
    <ServerTabs label={t`Coins`} items={items} tab={coin}>
      {children}
    </ServerTabs>
  );
}
