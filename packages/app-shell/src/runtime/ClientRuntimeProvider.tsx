"use client";
// The client tree of either app: one runtime per page load, provided to the session, the API (with the
// slot of React Query's client, which the first hook that reads through it makes), Lingui and app start.
// Brand differences come in as props. What the first paint does not need loads after it: the global UI
// (toasts, dialogs, feedback ball) and analytics once the browser is idle, the Telegram host only inside
// Telegram.
import type { Messages } from "@lingui/core";
import { ApiClientProvider } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { I18nCatalogProvider } from "@repo/i18n/catalog-provider";
import type { CatalogRef } from "@repo/i18n/catalog-ref";
import { SessionProvider } from "@repo/session/react/provider";
import { RenderedAtContext } from "@repo/ui/countdown/rendered-at";
import { credentialsAtom } from "@repo/session/stores/session";
import type { Brand, Credentials, UserInfo } from "@repo/session/types";
import { useRouter } from "next/navigation";
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { ApiClient } from "@repo/api-client/client";
import { followLinksInApp } from "../link/in-app-links";
import type { RuntimeConfig } from "../runtime-config";
import { AppStart } from "./AppStart";
import type { BrandSettings } from "./brand-settings";
import { rememberReports } from "./last-reports";
import { ReportingBoundary } from "./ReportingBoundary";
import { createClientRuntime, type RuntimeNavigation } from "./create-runtime";
import type { AppRouteRules, BrandTabBarProps } from "./route-rules";
import { TabBarHost } from "./TabBarHost";
import { AfterHydration, AfterStart } from "./gates";
import { whenIdle } from "./when-idle";
import type { TelegramLoginBody, TelegramLoginResponse } from "@repo/telegram/login";

type TelegramLoginResult = TelegramLoginResponse["data"];

const GlobalUi = lazy(() => import("./GlobalUi").then((module) => ({ default: module.GlobalUi })));
const TelegramHost = lazy(() => import("./TelegramHost").then((module) => ({ default: module.TelegramHost })));
import { pageLocation } from "./page-location";
import { RuntimeContext } from "./runtime-context";

export interface ClientRuntimeProviderProps {
  brand: Brand;
  locale: Locale;
  /** The app's catalog file for `locale`: the browser reads it on its own (it is not in the page's HTML). */
  catalog: CatalogRef;
  /** The server's texts that differ from the compiled catalogs, merged over them. */
  corrections: Messages;
  /** When the server rendered the page (epoch ms): countdowns in its HTML show the time left then. */
  renderedAt: number;
  config: RuntimeConfig;
  rules: AppRouteRules;
  settings: BrandSettings;
  /** The brand's user-info call (xworld and luckybear use different ones). */
  loadUserInfo(api: ApiClient, credentials: Credentials): Promise<UserInfo>;
  /** The brand's login with Telegram init data (its service differs per brand). */
  telegramLogin(api: ApiClient, body: TelegramLoginBody): Promise<TelegramLoginResult>;
  /** The host app's home deep link, for logout inside the native app. */
  nativeHomeScheme: string;
  /** The brand's bottom tab bar, shown where `rules.tabBarTab` gives a tab. */
  tabBar: ComponentType<BrandTabBarProps>;
  /**
   * The brand's invisible parts beside the pages (route counting, background account work). They sit
   * inside a reporting boundary like the rest of the layout's client UI: if one fails it is reported
   * and left out, and the page stays.
   */
  background?: ReactNode;
  children: ReactNode;
}

export function ClientRuntimeProvider({ catalog, corrections, renderedAt, ...props }: ClientRuntimeProviderProps) {
  // Lingui is outermost: it waits for the catalogs before anything below keeps state (the runtime).
  return (
    <I18nCatalogProvider locale={props.locale} catalog={catalog} corrections={corrections}>
      <RenderedAtContext.Provider value={renderedAt}>
        <RuntimeTree {...props} />
      </RenderedAtContext.Provider>
    </I18nCatalogProvider>
  );
}

function RuntimeTree(props: Omit<ClientRuntimeProviderProps, "catalog" | "corrections" | "renderedAt">) {
  const { brand, locale, config, rules, settings, loadUserInfo, telegramLogin, nativeHomeScheme, tabBar, background, children } = props;
  const router = useRouter();
  const [navigation] = useState<RuntimeNavigation>(() => ({ router, locale }));
  const [runtime] = useState(() => createClientRuntime({ brand, config, navigation, nativeHomeScheme }));
  // The calls made while app start verifies a login must carry that login.
  const [boundLoadUserInfo] = useState(() => (credentials: Credentials) => {
    runtime.store.set(credentialsAtom, credentials);
    return loadUserInfo(runtime.api, credentials);
  });
  // The server renders with the session's stand-in location; the browser knows its host.
  const [location] = useState(() => (typeof window === "undefined" ? undefined : pageLocation(config)));
  const [boundTelegramLogin] = useState(() => (body: TelegramLoginBody) => telegramLogin(runtime.api, body).then((data) => ({ data })));

  useEffect(() => {
    // Handlers outside React (API codes, the platform) navigate with the current router and locale.
    navigation.router = router;
    navigation.locale = locale;
  }, [navigation, router, locale]);

  // In-app links are plain anchors (../link/Link): the router opens them and prefetches their routes.
  useEffect(() => followLinksInApp(window, router), [router]);

  useEffect(() => {
    const analytics = runtime.analytics;
    if (!analytics) return;
    rememberReports(analytics.reports);
    let stop: (() => void) | undefined;
    let stopped = false;
    const cancelIdle = whenIdle(() => {
      analytics.load().then(
        (loaded) => {
          if (stopped) return;
          const detach = loaded.collector.attach(window);
          const unwatch = loaded.reports.watchResourceErrors(window);
          stop = () => {
            unwatch();
            detach();
          };
        },
        (error: unknown) => console.error("[analytics] could not load", error),
      );
    });
    return () => {
      stopped = true;
      cancelIdle();
      stop?.();
    };
  }, [runtime]);

  return (
    <RuntimeContext.Provider value={runtime}>
      <SessionProvider platform={runtime.platform} store={runtime.store} location={location}>
        <ApiClientProvider client={runtime.api} queries={runtime.queries}>
          <ReportingBoundary part="app-start">
            <AppStart rules={rules} loadUserInfo={boundLoadUserInfo} telegramLogin={boundTelegramLogin} />
          </ReportingBoundary>
          {/* The server and the hydration render know no platform: the Telegram host joins right after. */}
          <AfterHydration>
            {runtime.platform.kind === "telegram" ? (
              <ReportingBoundary part="telegram-host">
                <Suspense fallback={null}>
                  <TelegramHost rules={rules} locale={locale} />
                </Suspense>
              </ReportingBoundary>
            ) : null}
          </AfterHydration>
          {background ? <ReportingBoundary part="brand-background">{background}</ReportingBoundary> : null}
          {children}
          <ReportingBoundary part="global-ui">
            <TabBarHost rules={rules} locale={locale} TabBar={tabBar} />
            <AfterStart>
              <Suspense fallback={null}>
                <GlobalUi rules={rules} brand={settings} locale={locale} />
              </Suspense>
            </AfterStart>
          </ReportingBoundary>
        </ApiClientProvider>
      </SessionProvider>
    </RuntimeContext.Provider>
  );
}
