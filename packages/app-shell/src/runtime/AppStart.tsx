"use client";
// App start (spec section 4) and the route rules of section 2 for the current path. The page-loading
// overlay is decided at once from the session store; the work itself (start, login redirect, user-info
// refresh, open-app config, tag manager, page views: ./AppStartEffects.tsx) is fetched while the page
// hydrates and runs right after it, so no page carries it in its first load.
import { stripLocale } from "@repo/i18n/resolve";
import { usePlatform } from "@repo/session/react/hooks";
import { sessionStatusAtom } from "@repo/session/stores/session";
import type { Credentials, UserInfo } from "@repo/session/types";
import type { TelegramLoginCall } from "@repo/telegram/login";
import { PageLoadingOverlay } from "@repo/ui/page-loading-overlay";
import { useAtomValue } from "jotai";
import { usePathname } from "next/navigation";
import { lazy, Suspense } from "react";
import type { AppRouteRules } from "./route-rules";
import { AfterHydration } from "./gates";

export interface AppStartProps {
  rules: AppRouteRules;
  loadUserInfo(credentials: Credentials): Promise<UserInfo>;
  /** The brand's login with Telegram init data (used as the start login inside the mini app). */
  telegramLogin: TelegramLoginCall;
}

const loadEffects = () => import("./AppStartEffects");
// Asked for as soon as this module runs in the browser, so the chunk arrives while the page hydrates
// instead of one round trip after it (app start, and the login redirect, begin that much sooner).
if (typeof window !== "undefined") void loadEffects().catch(() => undefined);
const AppStartEffects = lazy(() => loadEffects().then((module) => ({ default: module.AppStartEffects })));

export function AppStart(props: AppStartProps) {
  const platform = usePlatform();
  const path = stripLocale(usePathname());
  const { hasInit } = useAtomValue(sessionStatusAtom);
  return (
    <>
      <PageLoadingOverlay visible={props.rules.showsLoadingOverlay(path, platform.kind, hasInit)} />
      <AfterHydration>
        <Suspense fallback={null}>
          <AppStartEffects {...props} />
        </Suspense>
      </AfterHydration>
    </>
  );
}
