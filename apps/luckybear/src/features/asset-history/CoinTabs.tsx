// The coin tabs of the server-rendered history (the app shell's ServerTabs): choosing a coin replaces the
// address (?coin=) and the page renders again on the server with that coin's first page. The tabs' links
// are made here on the server, so the browser gets only ServerTabs and the address fix (ShownCoinAddress).
import { useLingui } from "@lingui/react/macro";
import { ServerTabs } from "@repo/app-shell/server-tabs";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import type { ReactNode } from "react";
import { assetHistoryPath } from "./asset-history-path";
import { ShownCoinAddress } from "./ShownCoinAddress";

export function CoinTabs({ locale, coins, coin, children }: { locale: Locale; coins: readonly string[]; coin: string; children: ReactNode }) {
  const { t } = useLingui();
  const items = (coins.length > 0 ? coins : [coin]).map((name) => ({ value: name, label: name, href: withLocale(assetHistoryPath(name), locale) }));
  return (
    <>
      <ShownCoinAddress href={withLocale(assetHistoryPath(coin), locale)} />
      <ServerTabs label={t`Coins`} items={items} tab={coin}>
        {children}
      </ServerTabs>
    </>
  );
}
