"use client";
// The casino's bottom tab bar: home, games, rewards, invite, me (issue 13).
import { useLingui } from "@lingui/react/macro";
import type { BrandTabBarProps } from "@repo/app-shell/runtime/route-rules";
import { withLocale } from "@repo/i18n/resolve";
import { TabBar, type TabBarItem } from "@repo/ui/tab-bar";
import { GamesTabIcon, HomeTabIcon, InviteTabIcon, MeTabIcon, RewardsTabIcon } from "@repo/ui/tab-bar/icons";
import Link from "next/link";

export const LUCKYBEAR_TAB_PATHS = {
  home: "/luckybear",
  games: "/luckybear/game/gameTab",
  rewards: "/luckybear/rewards",
  invite: "/luckybear/invite",
  me: "/luckybear/me",
} as const;

export function LuckybearTabBar({ current, locale }: BrandTabBarProps) {
  const { t } = useLingui();
  const items: TabBarItem[] = [
    { key: "home", label: t`Home`, icon: <HomeTabIcon />, href: withLocale(LUCKYBEAR_TAB_PATHS.home, locale) },
    { key: "games", label: t`Games`, icon: <GamesTabIcon />, href: withLocale(LUCKYBEAR_TAB_PATHS.games, locale) },
    { key: "rewards", label: t`Rewards`, icon: <RewardsTabIcon />, href: withLocale(LUCKYBEAR_TAB_PATHS.rewards, locale) },
    { key: "invite", label: t`Invite`, icon: <InviteTabIcon />, href: withLocale(LUCKYBEAR_TAB_PATHS.invite, locale) },
    { key: "me", label: t`Me`, icon: <MeTabIcon />, href: withLocale(LUCKYBEAR_TAB_PATHS.me, locale) },
  ];
  return <TabBar items={items} current={current} label={t`Main sections`} linkComponent={Link} />;
}
