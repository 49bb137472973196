"use client";
// The browser's read of the rewards waiting (the guide's server had none for this login). Nothing shows
// until it answers, or when it fails: the line is a shortcut, the guide stands without it.
import { activityEndpoints } from "@repo/api-client/endpoints/activity";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { WaitingRewardsLink } from "./WaitingRewardsLink";

export function WaitingRewardsRead({ locale }: { locale: Locale }) {
  const rewards = useApiQuery(activityEndpoints.claimableRewards, {});
  const count = rewards.data?.list.length;
  return count === undefined ? null : <WaitingRewardsLink locale={locale} count={count} />;
}
