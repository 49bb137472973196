"use client";

import { SOURCE_LOCALE } from "@repo/i18n/locales";
import { useEffect, useState } from "react";
import type { LoadedGlobalErrorScreen } from "./GlobalErrorScreen";
import { lastReports } from "./runtime/last-reports";

/**
 * The last line of defence (each app's `global-error.tsx`): the root layout itself failed, so there
 * are no providers. Renders its own document and loads its screen with the kit's messages for the URL's
 * locale (./GlobalErrorScreen.tsx, only then); the render_error goes through the reports of the runtime
 * built before the failure, when there was one.
 */
export function GlobalError({ error, reset, brand }: { error: Error & { digest?: string }; reset: () => void; brand: string }) {
  const [loaded, setLoaded] = useState<LoadedGlobalErrorScreen | null>(null);

  useEffect(() => {
    console.error(error);
    lastReports()?.reportRenderError(error, error.digest ? { digest: error.digest } : {});
    let live = true;
    void import("./GlobalErrorScreen")
      .then((module) => module.loadGlobalErrorScreen())
      .then((screen) => {
        if (live) setLoaded(screen);
      });
    return () => {
      live = false;
    };
  }, [error]);

  return (
    <html lang={loaded?.locale ?? SOURCE_LOCALE} data-brand={brand}>
      <body>{loaded ? <loaded.Screen onRetry={reset} detail={error.digest} /> : null}</body>
    </html>
  );
}
