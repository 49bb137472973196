"use client";
// Shows the brand's tab bar where the app's route table says, with its current tab, and leaves room for
// it after the page so the last row is not hidden behind the fixed bar; `MobileShell` grows only into
// what the spacer leaves of the screen (a short page does not scroll for it). Both come with the
// server's HTML, so nothing is measured or set while the page starts.
import type { Locale } from "@repo/i18n/locales";
import { stripLocale } from "@repo/i18n/resolve";
import { TAB_BAR_ROOM_CLASS } from "@repo/ui/tab-bar";
import { usePathname } from "next/navigation";
import type { ComponentType } from "react";
import type { AppRouteRules, BrandTabBarProps } from "./route-rules";

export function TabBarHost(props: { rules: AppRouteRules; locale: Locale; TabBar: ComponentType<BrandTabBarProps> }) {
  const { rules, locale, TabBar } = props;
  const current = rules.tabBarTab(stripLocale(usePathname()));
  if (current === null) return null;
  return (
    <>
      <div aria-hidden="true" data-testid="tab-bar-room" className={TAB_BAR_ROOM_CLASS} />
      <TabBar current={current} locale={locale} />
    </>
  );
}
