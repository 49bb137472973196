"use client";
// The browser's read of the partner program, loaded only when the server had none for this render's player.
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { PartnerSkeleton } from "./PartnerSkeleton";

export const PartnerFromBrowser = lazyPart<{ locale: Locale }>(() => import("./PartnerRead").then(({ PartnerRead }) => PartnerRead), <PartnerSkeleton />);
