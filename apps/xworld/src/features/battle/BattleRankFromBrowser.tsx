"use client";
// BattleRankRead as a part of its own: its code (React Query's observers, the sign-in prompt, the error
// state) loads only when the page has no server read for this render's player.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { BattleRankSkeleton } from "./BattleRankSkeleton";

export const BattleRankFromBrowser = lazyPart(() => import("./BattleRankRead").then(({ BattleRankRead }) => BattleRankRead), <BattleRankSkeleton />);
