"use client";
// The browser's read of a listing, loaded only when the server had none for this player; meanwhile the
// page's frame with a skeleton.
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { ListingFrame } from "./ListingFrame";
import { ListingSkeleton } from "./ListingSkeleton";

export const MarketDetailFromBrowser = lazyPart<{ locale: Locale; listingId: number }>(
  () => import("./MarketDetailRead").then((module) => module.MarketDetailRead),
  ({ locale }) => (
    <ListingFrame locale={locale} listing={null}>
      <ListingSkeleton />
    </ListingFrame>
  ),
);
