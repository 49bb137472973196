"use client";
// Shows the brand's tab bar where the app's route table says, with its current tab, and leaves room for
// it after the page so the last row is not hidden behind the fixed bar. While it shows, its room is
// published (in px) as `--tab-bar-room` on the document, which `MobileShell` takes off its minimum
// height (a short page does not scroll for it), and to the feedback ball, which keeps above the bar.
import type { Locale } from "@repo/i18n/locales";
import { stripLocale } from "@repo/i18n/resolve";
import { TAB_BAR_ROOM_CLASS, TAB_BAR_ROOM_VARIABLE } from "@repo/ui/tab-bar";
import { useSetAtom } from "jotai";
import { usePathname } from "next/navigation";
import { type ComponentType, useEffect, useRef } from "react";
import type { AppRouteRules, BrandTabBarProps } from "./route-rules";
import { tabBarRoomAtom } from "./tab-bar-room";

export function TabBarHost(props: { rules: AppRouteRules; locale: Locale; TabBar: ComponentType<BrandTabBarProps> }) {
  const { rules, locale, TabBar } = props;
  const current = rules.tabBarTab(stripLocale(usePathname()));
  const shown = current !== null;
  const room = useRef<HTMLDivElement>(null);
  const setRoom = useSetAtom(tabBarRoomAtom);

  useEffect(() => {
    const spacer = room.current;
    if (!shown || !spacer) return;
    const style = document.documentElement.style;
    // The room follows the root font size (the viewport's width) and the safe area.
    const measure = () => {
      const height = Math.round(spacer.getBoundingClientRect().height);
      style.setProperty(TAB_BAR_ROOM_VARIABLE, `${height}px`);
      setRoom(height);
    };
    measure();
    window.addEventListener("resize", measure);
    return () => {
      window.removeEventListener("resize", measure);
      style.removeProperty(TAB_BAR_ROOM_VARIABLE);
      setRoom(0);
    };
  }, [shown, setRoom]);

  if (!shown) return null;
  return (
    <>
      <div ref={room} aria-hidden="true" data-testid="tab-bar-room" className={TAB_BAR_ROOM_CLASS} />
      <TabBar current={current} locale={locale} />
    </>
  );
}
