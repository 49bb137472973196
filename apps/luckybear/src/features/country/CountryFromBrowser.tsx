"use client";
// CountryRead as a part of its own: its code (React Query's observers, the error state) loads only on a
// visit the server could not read the countries for; meanwhile `loading` (the server's list skeleton, so
// its code is not the route's).
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";

export const CountryFromBrowser = lazyPart<{ locale: Locale; loading: ReactNode }>(
  () => import("./CountryRead").then(({ CountryRead }) => CountryRead),
  ({ loading }) => loading,
);
