"use client";
// FaqSectionBody as a part of its own: its code (React Query's observer, the error state, the sign-in
// prompt) loads only when the page has no server read of the questions for this render's viewer.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { FaqSkeleton } from "./FaqSkeleton";

export const FaqFromBrowser = lazyPart(() => import("./FaqSection").then(({ FaqSectionBody }) => FaqSectionBody), <FaqSkeleton />);
