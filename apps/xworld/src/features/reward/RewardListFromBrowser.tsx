"use client";
// RewardListRead as a part of its own: its code (React Query's paged read, the sign-in prompt, the
// error state) loads only when the page has no server read for this render's player.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { HistorySkeleton } from "../wallet/WalletSkeletons";

export const RewardListFromBrowser = lazyPart(() => import("./RewardListRead").then(({ RewardListRead }) => RewardListRead), <HistorySkeleton />);
