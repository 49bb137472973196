"use client";

import { type Messages, setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type ReactNode, useMemo } from "react";
import { type Locale } from "./locales";

export type I18nClientProviderProps = {
  locale: Locale;
  /** Compiled messages for `locale`, e.g. from `loadMessages(locale, ["ui", "xworld"])`. */
  messages: Messages;
  children?: ReactNode;
};

/** Lingui for a client tree (the apps' client side, Storybook, component tests). */
export function I18nClientProvider({ locale, messages, children }: I18nClientProviderProps) {
  // A new instance when the locale or the catalog changes, so every consumer re-renders with it.
  const i18n = useMemo(() => setupI18n({ locale, messages: { [locale]: messages } }), [locale, messages]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
