"use client";
// SudGamesRead as a part of its own: its code (React Query's observer, the error state) loads only on a
// visit the server could not read the catalogue for, not with every /sudgame page.
import type { Locale } from "@repo/i18n/locales";
import { List } from "@repo/ui/list";
import { lazy, Suspense } from "react";

const SudGamesRead = lazy(() => import("./SudGamesRead").then(({ SudGamesRead }) => ({ default: SudGamesRead })));

export function SudGamesFromBrowser({ locale }: { locale: Locale }) {
  return (
    <Suspense fallback={<List loading />}>
      <SudGamesRead locale={locale} />
    </Suspense>
  );
}
