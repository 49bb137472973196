"use client";
// RewardsRead as a part of its own: its code (React Query's five observers) loads only when the page has
// no server read for this render's player.
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const RewardsFromBrowser = lazyPart(() => import("./RewardsRead").then(({ RewardsRead }) => RewardsRead), null);
