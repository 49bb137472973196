"use client";

import { useParams } from "next/navigation";
import { lazy, Suspense } from "react";

// Every route carries the not-found boundary; its screen loads only when a page is not found.
const NotFoundScreen = lazy(() => import("./NotFoundScreen").then((module) => ({ default: module.NotFoundScreen })));

/**
 * The `[locale]` segment's not-found page (each app's `not-found.tsx`). A client component: not-found
 * pages get no params, and the client tree's Lingui provider is there. Next 16.3+ sends a 404 under a
 * dynamic root layout as an error shell and renders this on the client (vercel/next.js#62228); the
 * player sees the same localized page either way. `home`: the brand's home below the locale.
 */
export function LocaleNotFound({ home }: { home: string }) {
  const { locale } = useParams<{ locale: string }>();
  return (
    <Suspense fallback={null}>
      <NotFoundScreen homeHref={`/${locale}${home}`} />
    </Suspense>
  );
}
