"use client";
// HonorRead as a part of its own: its code (React Query's observer, the sign-in prompt, the error state)
// loads only when the page has no server read for this render's player.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { HonorSkeleton } from "./HonorSkeleton";

export const HonorFromBrowser = lazyPart(() => import("./HonorRead").then(({ HonorRead }) => HonorRead), <HonorSkeleton />);
