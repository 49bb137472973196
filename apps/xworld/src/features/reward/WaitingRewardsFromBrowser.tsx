"use client";
// The rewards waiting, read in the browser once a login is known (a guest's visit loads none of it).
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { lazyPart } from "@repo/ui/lib/lazy-part";

const WaitingRewardsRead = lazyPart(() => import("./WaitingRewardsRead").then((module) => module.WaitingRewardsRead), null);

export function WaitingRewardsFromBrowser({ locale }: { locale: Locale }) {
  return useIsLoggedIn() ? <WaitingRewardsRead locale={locale} /> : null;
}
