"use client";
// PetsRead as a part of its own: its code (React Query's reads, the sign-in prompt, the error state) loads
// only when the page has no server read for this render's player; meanwhile `loading` (the server's
// skeleton, so its code is not the route's).
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";

export const PetsFromBrowser = lazyPart<{ locale: Locale; loading: ReactNode }>(
  () => import("./PetsRead").then(({ PetsRead }) => PetsRead),
  ({ loading }) => loading,
);
