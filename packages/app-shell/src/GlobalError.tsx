"use client";

import type { Messages } from "@lingui/core";
import { loadMessages } from "@repo/i18n/catalogs";
import { SOURCE_LOCALE, type Locale } from "@repo/i18n/locales";
import { I18nClientProvider } from "@repo/i18n/provider";
import { localeFromPath } from "@repo/i18n/resolve";
import { ErrorScreen } from "@repo/ui/error-screen/ErrorScreen";
import { useEffect, useState } from "react";
import { lastReports } from "./runtime/last-reports";

/**
 * The last line of defence (each app's `global-error.tsx`): the root layout itself failed, so there
 * are no providers. Renders its own document and loads the kit's messages for the URL's locale; the
 * render_error goes through the reports of the runtime built before the failure, when there was one.
 */
export function GlobalError({ error, reset, brand }: { error: Error & { digest?: string }; reset: () => void; brand: string }) {
  const [catalog, setCatalog] = useState<{ locale: Locale; messages: Messages } | null>(null);

  useEffect(() => {
    console.error(error);
    lastReports()?.reportRenderError(error, error.digest ? { digest: error.digest } : {});
    const locale = localeFromPath(window.location.pathname) ?? SOURCE_LOCALE;
    loadMessages(locale, ["ui"])
      .then((messages) => setCatalog({ locale, messages }))
      .catch(() => loadMessages(SOURCE_LOCALE, ["ui"]).then((messages) => setCatalog({ locale: SOURCE_LOCALE, messages })));
  }, [error]);

  return (
    <html lang={catalog?.locale ?? SOURCE_LOCALE} data-brand={brand}>
      <body>
        {catalog ? (
          <I18nClientProvider locale={catalog.locale} messages={catalog.messages}>
            <ErrorScreen onRetry={reset} detail={error.digest} />
          </I18nClientProvider>
        ) : null}
      </body>
    </html>
  );
}
