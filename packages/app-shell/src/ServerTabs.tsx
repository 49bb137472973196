"use client";
// Tabs of a server-rendered page whose choice lives in the address (?tab=, ?kind=): choosing one
// replaces the address and the page renders again on the server with that tab's reads; the chosen tab
// shows at once, the old panel until the new one has come. The labels and each tab's address come from
// the server, so their code is not the route's.
import { type TabItem, Tabs } from "@repo/ui/tabs";
import { useRouter } from "next/navigation";
import { type ReactNode, useState, useTransition } from "react";

/** A tab with its address (with the locale). */
export type TabLink<V extends string> = TabItem<V> & { href: string };

export interface ServerTabsProps<V extends string> {
  label: string;
  items: TabLink<V>[];
  tab: V;
  /** The tabs fill the width. */
  stretch?: boolean;
  /** Around the panel (padding). */
  panelClassName?: string;
  children: ReactNode;
}

export function ServerTabs<V extends string>({ label, items, tab, stretch, panelClassName, children }: ServerTabsProps<V>) {
  const router = useRouter();
  const [switching, startSwitch] = useTransition();
  const [asked, setAsked] = useState(tab);
  const choose = (next: V) => {
    const href = items.find((item) => item.value === next)?.href;
    if (!href) return;
    setAsked(next);
    startSwitch(() => router.replace(href, { scroll: false }));
  };
  return (
    <Tabs label={label} items={items} value={switching ? asked : tab} stretch={stretch} onValueChange={choose}>
      <div className={panelClassName} aria-busy={switching || undefined}>
        {children}
      </div>
    </Tabs>
  );
}
