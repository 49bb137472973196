"use client";

import type { Messages } from "@lingui/core";
import type { RuntimeConfig } from "@repo/app-shell/runtime-config";
import type { BrandSettings } from "@repo/app-shell/runtime/brand-settings";
import { ClientRuntimeProvider } from "@repo/app-shell/runtime/provider";
import type { CatalogRef } from "@repo/i18n/catalog-ref";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { XWORLD_ROUTE_RULES } from "@/routing/route-rules";
import { XworldTabBar } from "@/features/navigation/XworldTabBar";
import { loadUserInfo } from "./load-user-info";
import { NavigationDepth } from "./navigation-depth";

// Spec: not shown — the host app's home deep link. Choice: the xworld scheme's home.
const NATIVE_HOME_SCHEME = "xworld://home";

const SETTINGS: BrandSettings = {
  appName: "XWorld",
  home: "/",
  recharge: "/activity/recharge",
  withdraw: "/user/withdraw",
  exchange: "/wallet/exchange",
  walletHistory: "/wallet",
  feedback: "/user/feedback",
  // Spec: not shown — the newer feedback screen's route. Choice: a sub-page of the old one.
  feedbackV2: "/user/feedback/v2",
};

/** xworld's client tree: the shared runtime with this brand's rules and user-info call. */
export function AppRuntime(props: { locale: Locale; catalog: CatalogRef; corrections: Messages; renderedAt: number; config: RuntimeConfig; children: ReactNode }) {
  return (
    <ClientRuntimeProvider
      brand="xworld"
      rules={XWORLD_ROUTE_RULES}
      settings={SETTINGS}
      loadUserInfo={loadUserInfo}
      telegramLogin={(api, body) => import("@repo/api-client/endpoints/tg").then(({ tgEndpoints }) => api.call(tgEndpoints.xwRegisterOrLogin, body))}
      nativeHomeScheme={NATIVE_HOME_SCHEME}
      tabBar={XworldTabBar}
      // Inside the runtime's reporting boundary: a failure here is reported and the page stays.
      background={<NavigationDepth />}
      {...props}
    >
      {props.children}
    </ClientRuntimeProvider>
  );
}
