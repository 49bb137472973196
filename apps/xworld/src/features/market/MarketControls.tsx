"use client";
// The market's tabs (NFTs, pets, my listings) and, on a kind's tab, its search, order and rarity
// (MarketFilters, loaded after start; `filtersPlaceholder`, drawn by the server, until then). A choice
// replaces the address and the page renders again on the server with that query's first page: the
// choice shows at once, the old list (busy) until the new one has come. `children`: the tab's content
// the server rendered.
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { type TabItem, Tabs } from "@repo/ui/tabs";
import { useRouter } from "next/navigation";
import { type ReactNode, useState, useTransition } from "react";
import type { RarityChoice } from "./MarketFilters";
import { MarketFiltersPart } from "./MarketParts";
import { type MarketQuery, type MarketTab, marketPath } from "./market-query";

export interface MarketControlsProps {
  locale: Locale;
  query: MarketQuery;
  /** The tabs' name for screen readers, as the server wrote it. */
  label: string;
  /** The tabs with their labels, as the server wrote them. */
  tabs: readonly TabItem<MarketTab>[];
  rarities: readonly RarityChoice[];
  filtersPlaceholder: ReactNode;
  children: ReactNode;
}

export function MarketControls({ locale, query, label, tabs, rarities, filtersPlaceholder, children }: MarketControlsProps) {
  const router = useRouter();
  const [switching, startSwitch] = useTransition();
  const [asked, setAsked] = useState(query);
  const shown = switching ? asked : query;
  const change = (next: Partial<MarketQuery>) => {
    const merged = { ...shown, ...next };
    setAsked(merged);
    startSwitch(() => router.replace(withLocale(marketPath(merged), locale), { scroll: false }));
  };
  return (
    <Tabs
      label={label}
      stretch
      value={shown.tab}
      onValueChange={(tab: MarketTab) => change({ tab })}
      items={tabs}
    >
      <div className="flex flex-col gap-12 px-12 pb-12" aria-busy={switching || undefined}>
        {shown.tab === "mine" ? null : <MarketFiltersPart key={shown.tab} query={shown} rarities={rarities} onChange={change} placeholder={filtersPlaceholder} />}
        {children}
      </div>
    </Tabs>
  );
}
