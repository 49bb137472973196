"use client";
// xworld's bottom tab bar: home, earn, wallet, invite, me (issue 18). Where each tab leads and which
// pages it is current on is the route table's (`TAB_BAR` in src/routing/route-rules.ts).
import { useLingui } from "@lingui/react/macro";
import type { BrandTabBarProps } from "@repo/app-shell/runtime/route-rules";
import { withLocale } from "@repo/i18n/resolve";
import { TabBar, type TabBarItem } from "@repo/ui/tab-bar";
import { HomeTabIcon, InviteTabIcon, MeTabIcon, TasksTabIcon, WalletTabIcon } from "@repo/ui/tab-bar/icons";
import type { ReactNode } from "react";
import { TAB_BAR, type XworldTab } from "@/routing/route-rules";

const ICONS: Record<XworldTab, ReactNode> = {
  home: <HomeTabIcon />,
  earn: <TasksTabIcon />,
  wallet: <WalletTabIcon />,
  invite: <InviteTabIcon />,
  me: <MeTabIcon />,
};

export function XworldTabBar({ current, locale }: BrandTabBarProps) {
  const { t } = useLingui();
  // "Earn" of its own for the tab: the splash's "Earn" is a call to act (Russian "Зарабатывайте"), too long for a tab.
  const labels: Record<XworldTab, string> = { home: t`Home`, earn: t({ message: "Earn", context: "tab bar" }), wallet: t`Wallet`, invite: t`Invite`, me: t`Me` };
  const items: TabBarItem[] = TAB_BAR.tabs.map(({ tab, root }) => ({ key: tab, label: labels[tab], icon: ICONS[tab], href: withLocale(root, locale) }));
  return <TabBar items={items} current={current} label={t`Main sections`} />;
}
