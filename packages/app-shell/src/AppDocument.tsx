import type { Locale } from "@repo/i18n/locales";
import { themeAttributes } from "@repo/ui/theme/brand";
import type { ReactNode } from "react";

export interface AppDocumentProps {
  locale: Locale;
  brand: "xworld" | "luckybear";
  /** The dev API's bridge simulator (dev and e2e only), from the runtime config. */
  bridgeSimulatorScript: string | null;
  children: ReactNode;
}

/** The html document of either app: language, brand theme, and the dev-only native host stand-in. */
export function AppDocument({ locale, brand, bridgeSimulatorScript, children }: AppDocumentProps) {
  return (
    <html lang={locale} {...themeAttributes({ brand })}>
      {bridgeSimulatorScript ? (
        <head>
          {/* The fake native host must exist before the app detects its platform. */}
          {/* eslint-disable-next-line @next/next/no-sync-scripts */}
          <script src={bridgeSimulatorScript} />
        </head>
      ) : null}
      <body>{children}</body>
    </html>
  );
}
