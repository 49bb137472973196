"use client";
// The browser's read of a match, loaded only when the server had none for this reader.
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { MatchSkeleton } from "./MatchSkeleton";

export const PvpMatchFromBrowser = lazyPart<{ locale: Locale; matchId: number }>(() => import("./PvpMatchRead").then((module) => module.PvpMatchRead), <MatchSkeleton />);
