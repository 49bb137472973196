import { msg } from "@lingui/core/macro";
import { AppDocument } from "@repo/app-shell/app-document";
import { getI18n } from "@repo/i18n/server";
import { MobileShell } from "@repo/ui/mobile-shell";
import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { AppRuntime } from "@/platform/AppRuntime";
import { APP_SCOPES, appCatalog, appCorrections, enterLocale, runtimeConfig } from "@/platform/app";
import "../globals.css";

/** A name, not a phrase: the same in every language. */
const BRAND_NAME = "XWorld";

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  viewportFit: "cover",
  themeColor: "#ffffff",
};

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await enterLocale(params);
  const i18n = await getI18n(locale, APP_SCOPES);
  return {
    title: { default: BRAND_NAME, template: `%s · ${BRAND_NAME}` },
    description: i18n._(msg`Play games, finish tasks and grow your wallet.`),
  };
}

/** `modal`: the dialog routes opened over the current page (@modal, intercepting /activity/*_dialog). */
export default async function LocaleLayout({ children, modal, params }: { children: ReactNode; modal: ReactNode; params: Promise<{ locale: string }> }) {
  // Runtime settings (API hosts) are read per request, not baked in at build time.
  await connection();
  const locale = await enterLocale(params);
  const [corrections, catalog] = await Promise.all([appCorrections(locale), appCatalog(locale)]);
  const config = runtimeConfig();
  return (
    <AppDocument locale={locale} brand="xworld" bridgeSimulatorScript={config.bridgeSimulatorScript} apiOrigin={config.apiOrigin}>
      <AppRuntime locale={locale} catalog={catalog} corrections={corrections} renderedAt={Date.now()} config={config}>
        <MobileShell>{children}</MobileShell>
        {modal}
      </AppRuntime>
    </AppDocument>
  );
}
