"use client";

import type { Messages } from "@lingui/core";
import type { Locale } from "@repo/i18n/locales";
import { I18nClientProvider } from "@repo/i18n/provider";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import { type ReactNode, useState } from "react";
import type { RuntimeConfig } from "./runtime-config";

export interface AppProvidersProps {
  locale: Locale;
  messages: Messages;
  config: RuntimeConfig;
  children: ReactNode;
}

/** Everything client components of either app share: translations, the jotai store, React Query. */
export function AppProviders({ locale, messages, children }: AppProvidersProps) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <JotaiProvider>
      <I18nClientProvider locale={locale} messages={messages}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nClientProvider>
    </JotaiProvider>
  );
}
