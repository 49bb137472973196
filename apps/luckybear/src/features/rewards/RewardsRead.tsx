"use client";
// The rewards hub read by the browser: for a player the server did not read for (another login, a login
// only Telegram or the host app knows) or when a server read failed; nothing for a guest (the route
// rules send them to login). Loaded only then (RewardsFromBrowser).
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { RewardsHub } from "./RewardsHub";
import { useRewardStates } from "./use-reward-states";

export function RewardsRead({ locale }: { locale: Locale }) {
  return useIsLoggedIn() ? <PlayerRewards locale={locale} /> : null;
}

function PlayerRewards({ locale }: { locale: Locale }) {
  return <RewardsHub locale={locale} states={useRewardStates()} />;
}
