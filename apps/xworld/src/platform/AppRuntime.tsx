"use client";

import type { Messages } from "@lingui/core";
import type { RuntimeConfig } from "@repo/app-shell/runtime-config";
import { ClientRuntimeProvider } from "@repo/app-shell/runtime/provider";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { XWORLD_ROUTE_RULES } from "@/routing/route-rules";
import { loadUserInfo } from "./load-user-info";

// Spec: not shown — the host app's home deep link. Choice: the xworld scheme's home.
const NATIVE_HOME_SCHEME = "xworld://home";

/** xworld's client tree: the shared runtime with this brand's rules and user-info call. */
export function AppRuntime(props: { locale: Locale; messages: Messages; config: RuntimeConfig; children: ReactNode }) {
  return (
    <ClientRuntimeProvider
      brand="xworld"
      rules={XWORLD_ROUTE_RULES}
      loadUserInfo={loadUserInfo}
      nativeHomeScheme={NATIVE_HOME_SCHEME}
      {...props}
    />
  );
}
