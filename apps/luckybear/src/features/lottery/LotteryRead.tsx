"use client";
// The free lottery read by the browser: for a player the server did not read for (another login, a login
// only Telegram or the host app knows) or when a server read failed; nothing for a guest (the route
// rules send them to login). Loaded only then (LotteryFromBrowser).
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { FreeDrawCard } from "./FreeDrawCard";
import { PrizeRangesRead } from "./PrizeRangesRead";

export function LotteryRead({ locale }: { locale: Locale }) {
  if (!useIsLoggedIn()) return null;
  return (
    <>
      <FreeDrawCard locale={locale} />
      <PrizeRangesRead locale={locale} />
    </>
  );
}
