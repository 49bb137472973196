"use client";
// RewardsRead as a part of its own: its code (React Query's five observers) loads only when the page has
// no server read for this render's player. Until then the hub shows with each line loading.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { LOADING_REWARD_STATES } from "./reward-states";
import { RewardsHub } from "./RewardsHub";

export const RewardsFromBrowser = lazyPart(
  () => import("./RewardsRead").then(({ RewardsRead }) => RewardsRead),
  ({ locale }) => <RewardsHub locale={locale} states={LOADING_REWARD_STATES} />,
);
