"use client";
// The section tabs of the server-rendered invite page: choosing one replaces the address (?tab=) and the
// page renders again on the server with that section's reads; the chosen tab shows at once, the old
// panel until the new one has come. The labels and each section's address come from the server
// (InviteScreen), so their code is not the route's.
import { type TabItem, Tabs } from "@repo/ui/tabs";
import { useRouter } from "next/navigation";
import { type ReactNode, useState, useTransition } from "react";
import type { InviteTab } from "./invite-tabs";

/** A section's tab with its address (with the locale). */
export type InviteTabLink = TabItem<InviteTab> & { href: string };

interface InviteTabsProps {
  label: string;
  items: InviteTabLink[];
  tab: InviteTab;
  children: ReactNode;
}

export function InviteTabs({ label, items, tab, children }: InviteTabsProps) {
  const router = useRouter();
  const [switching, startSwitch] = useTransition();
  const [asked, setAsked] = useState(tab);
  const choose = (next: InviteTab) => {
    const href = items.find((item) => item.value === next)?.href;
    if (!href) return;
    setAsked(next);
    startSwitch(() => router.replace(href, { scroll: false }));
  };
  return (
    <Tabs label={label} items={items} value={switching ? asked : tab} onValueChange={choose}>
      <div aria-busy={switching || undefined}>{children}</div>
    </Tabs>
  );
}
