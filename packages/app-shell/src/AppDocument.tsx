import type { Locale } from "@repo/i18n/locales";
import { launchThemeScript } from "@repo/telegram/launch-theme";
import { themeAttributes } from "@repo/ui/theme/brand";
import { TELEGRAM_THEME_ATTRIBUTE } from "@repo/ui/theme/telegram";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { NONCE_HEADER } from "./security-headers";

export interface AppDocumentProps {
  locale: Locale;
  brand: "xworld" | "luckybear";
  /** The dev API's bridge simulator (dev and e2e only), from the runtime config. */
  bridgeSimulatorScript: string | null;
  /** Where the browser calls the API (and loads its pictures from), from the runtime config. */
  apiOrigin: string;
  children: ReactNode;
}

// A light brand turns dark when the device asks for it, before the first paint (no light flash).
const FOLLOW_DEVICE_SCHEME = `try{var d=document.documentElement;if(d.dataset.theme==="light"&&matchMedia("(prefers-color-scheme: dark)").matches)d.dataset.theme="dark"}catch(e){}`;
// In a Telegram mini app the first frame takes the client's colours (no flash, no restyle when the SDK starts).
const TELEGRAM_LAUNCH_THEME = launchThemeScript(TELEGRAM_THEME_ATTRIBUTE);

/**
 * The html document of either app: language, brand theme, and the dev-only native host stand-in. Its
 * scripts carry the nonce the proxy put in this response's Content-Security-Policy.
 */
export async function AppDocument({ locale, brand, bridgeSimulatorScript, apiOrigin, children }: AppDocumentProps) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  const apiHost = new URL(apiOrigin).origin;
  return (
    // The head scripts may change data-theme, data-telegram-theme and <html>'s style before React hydrates.
    <html lang={locale} {...themeAttributes({ brand })} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FOLLOW_DEVICE_SCHEME }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: TELEGRAM_LAUNCH_THEME }} />
        {/* The first calls and pictures go to the API's host: its connections open while the page's code
            loads instead of after it. Two, because calls (CORS, no cookies) and pictures use separate ones. */}
        <link rel="preconnect" href={apiHost} crossOrigin="anonymous" />
        <link rel="preconnect" href={apiHost} />
        {/* Dev and e2e only: the fake native host must exist before the app detects its platform. */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts */}
        {bridgeSimulatorScript ? <script nonce={nonce} src={bridgeSimulatorScript} /> : null}
      </head>
      <body>{children}</body>
    </html>
  );
}
