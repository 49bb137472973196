"use client";

import type { Messages } from "@lingui/core";
import type { RuntimeConfig } from "@repo/app-shell/runtime-config";
import type { BrandSettings } from "@repo/app-shell/runtime/brand-settings";
import { ClientRuntimeProvider } from "@repo/app-shell/runtime/provider";
import type { CatalogRef } from "@repo/i18n/catalog-ref";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { LUCKYBEAR_ROUTE_RULES } from "@/routing/route-rules";
import { LuckybearTabBar } from "@/features/navigation/LuckybearTabBar";
import { CasinoAccountSyncLater } from "@/features/casino-account/CasinoAccountSyncLater";
import { InviteCodeKeeper } from "@/features/casino-account/InviteCodeKeeper";
import { loadUserInfo } from "./load-user-info";

// Spec: not shown — the host app's home deep link. Choice: the luckybear scheme's home.
const NATIVE_HOME_SCHEME = "luckybear://home";

/** A name, not a phrase: the same in every language. */
const APP_NAME = "Lucky Bear";

const SETTINGS: BrandSettings = {
  appName: APP_NAME,
  home: "/luckybear",
  recharge: "/luckybear/money/pay",
  withdraw: "/luckybear/money",
  exchange: "/luckybear/money",
  walletHistory: "/luckybear/money",
  feedback: "/user/feedback",
  feedbackV2: "/user/feedback/v2",
};

/**
 * luckybear's client tree: the shared runtime with this brand's rules and user-info call, and on every
 * page the casino account's background work (invite code, registration, analytics client id).
 */
export function AppRuntime({ children, ...props }: { locale: Locale; catalog: CatalogRef; corrections: Messages; renderedAt: number; config: RuntimeConfig; children: ReactNode }) {
  return (
    <ClientRuntimeProvider
      brand="luckybear"
      rules={LUCKYBEAR_ROUTE_RULES}
      settings={SETTINGS}
      loadUserInfo={loadUserInfo}
      telegramLogin={(api, body) => import("@repo/api-client/endpoints/tg-host").then(({ tgHostEndpoints }) => api.call(tgHostEndpoints.registerOrLogin, body))}
      nativeHomeScheme={NATIVE_HOME_SCHEME}
      tabBar={LuckybearTabBar}
      // Inside the runtime's reporting boundary: a failure here is reported and the page stays.
      background={
        <>
          <InviteCodeKeeper />
          <CasinoAccountSyncLater />
        </>
      }
      {...props}
    >
      {children}
    </ClientRuntimeProvider>
  );
}
