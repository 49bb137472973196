"use client";
// The casino's bottom tab bar: home, games, rewards, invite, me (issue 13). Where each tab leads and
// which pages it is current on is the route table's (`TAB_BAR` in src/routing/route-rules.ts).
import { useLingui } from "@lingui/react/macro";
import type { BrandTabBarProps } from "@repo/app-shell/runtime/route-rules";
import { withLocale } from "@repo/i18n/resolve";
import { TabBar, type TabBarItem } from "@repo/ui/tab-bar";
import { GamesTabIcon, HomeTabIcon, InviteTabIcon, MeTabIcon, RewardsTabIcon } from "@repo/ui/tab-bar/icons";
import type { ReactNode } from "react";
import { type LuckybearTab, TAB_BAR } from "@/routing/route-rules";

const ICONS: Record<LuckybearTab, ReactNode> = {
  home: <HomeTabIcon />,
  games: <GamesTabIcon />,
  rewards: <RewardsTabIcon />,
  invite: <InviteTabIcon />,
  me: <MeTabIcon />,
};

export function LuckybearTabBar({ current, locale }: BrandTabBarProps) {
  const { t } = useLingui();
  const labels: Record<LuckybearTab, string> = { home: t`Home`, games: t`Games`, rewards: t`Rewards`, invite: t`Invite`, me: t`Me` };
  const items: TabBarItem[] = TAB_BAR.tabs.map(({ tab, root }) => ({ key: tab, label: labels[tab], icon: ICONS[tab], href: withLocale(root, locale) }));
  return <TabBar items={items} current={current} label={t`Main sections`} />;
}
