"use client";
// The screen of `global-error` with the kit's messages for the URL's locale, loaded only when the root
// layout has failed (./GlobalError.tsx): every page carries the boundary, none carries its screen.
import type { Messages } from "@lingui/core";
import { loadMessages } from "@repo/i18n/catalogs";
import { SOURCE_LOCALE, type Locale } from "@repo/i18n/locales";
import { I18nClientProvider } from "@repo/i18n/provider";
import { localeFromPath } from "@repo/i18n/resolve";
import { ErrorScreen } from "@repo/ui/error-screen/ErrorScreen";

export interface GlobalErrorScreenProps {
  onRetry: () => void;
  detail: string | undefined;
}

export interface LoadedGlobalErrorScreen {
  locale: Locale;
  Screen: (props: GlobalErrorScreenProps) => React.ReactNode;
}

function screenFor(locale: Locale, messages: Messages): LoadedGlobalErrorScreen {
  return {
    locale,
    Screen: ({ onRetry, detail }) => (
      <I18nClientProvider locale={locale} messages={messages}>
        <ErrorScreen onRetry={onRetry} detail={detail} />
      </I18nClientProvider>
    ),
  };
}

/** The screen in the URL's language, else in the source language. */
export function loadGlobalErrorScreen(): Promise<LoadedGlobalErrorScreen> {
  const locale = localeFromPath(window.location.pathname) ?? SOURCE_LOCALE;
  return loadMessages(locale, ["ui"])
    .then((messages) => screenFor(locale, messages))
    .catch(() => loadMessages(SOURCE_LOCALE, ["ui"]).then((messages) => screenFor(SOURCE_LOCALE, messages)));
}
