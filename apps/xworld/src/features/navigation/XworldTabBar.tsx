"use client";
// xworld's bottom tab bar: home, earn, wallet, invite, me (issue 18).
import { useLingui } from "@lingui/react/macro";
import type { BrandTabBarProps } from "@repo/app-shell/runtime/route-rules";
import { withLocale } from "@repo/i18n/resolve";
import { TabBar, type TabBarItem } from "@repo/ui/tab-bar";
import { HomeTabIcon, InviteTabIcon, MeTabIcon, TasksTabIcon, WalletTabIcon } from "@repo/ui/tab-bar/icons";
import Link from "next/link";

/**
 * Spec: not shown — the tab targets. Choice: earn is the home's task section (`/#tasks`); invite is
 * `/share`, the spec's invite page; "me" is `/me`, the list of personal areas.
 */
export const XWORLD_TAB_PATHS = { home: "/", earn: "/#tasks", wallet: "/wallet", invite: "/share", me: "/me" } as const;

export function XworldTabBar({ current, locale }: BrandTabBarProps) {
  const { t } = useLingui();
  const items: TabBarItem[] = [
    { key: "home", label: t`Home`, icon: <HomeTabIcon />, href: withLocale(XWORLD_TAB_PATHS.home, locale) },
    { key: "earn", label: t`Earn`, icon: <TasksTabIcon />, href: withLocale(XWORLD_TAB_PATHS.earn, locale) },
    { key: "wallet", label: t`Wallet`, icon: <WalletTabIcon />, href: withLocale(XWORLD_TAB_PATHS.wallet, locale) },
    { key: "invite", label: t`Invite`, icon: <InviteTabIcon />, href: withLocale(XWORLD_TAB_PATHS.invite, locale) },
    { key: "me", label: t`Me`, icon: <MeTabIcon />, href: withLocale(XWORLD_TAB_PATHS.me, locale) },
  ];
  return <TabBar items={items} current={current} label={t`Main sections`} linkComponent={Link} />;
}
