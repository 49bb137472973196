"use client";
// Runs app start (spec section 4) and applies the route rules of section 2 for the current path: the
// login redirect, user-info refresh, the open-app config, the tag manager and the page-view event.
// Loaded right after hydration by ./AppStart.tsx, which shows the page-loading overlay meanwhile.
import { useLingui } from "@lingui/react/macro";
import { stripLocale } from "@repo/i18n/resolve";
import { hasNativeHost, loadBridge } from "@repo/native-bridge/lazy";
import { needsUpdateFor, PVP_MIN_VERSION } from "@repo/native-bridge/versions";
import { createHostLoginReader, createNativeCheck } from "@repo/session/app-init/native-check";
import { buildLoginUrl } from "@repo/session/login-url";
import { loginInputOf } from "@repo/session/login/rules";
import { useAppInit, useNativeResume } from "@repo/session/react/app-start-hooks";
import { useIsLoggedIn, useLogin, usePlatform } from "@repo/session/react/hooks";
import type { LoginSwitch } from "@repo/session/telegram-login";
import { createDocumentCookieJar } from "@repo/session/storage/cookies";
import { dialog, openDialogAtom } from "@repo/session/stores/common";
import { credentialsAtom, userInfoAtom } from "@repo/session/stores/session";
import type { Credentials } from "@repo/session/types";
import { useSetAtom } from "jotai";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { pageLocation } from "./page-location";
import type { AppStartProps } from "./AppStart";
import { useRuntime } from "./runtime-context";
import { loadTelegramClientInOwnTask } from "./telegram-client";

// The bridge loads only where a host app is around the page; elsewhere the answers are known at once.
const checkNativeHost = async () => (hasNativeHost() ? createNativeCheck(await loadBridge())() : null);
const readHostLogin = async (): Promise<Credentials | null | "unknown"> => (hasNativeHost() ? createHostLoginReader(await loadBridge())() : "unknown");

export function AppStartEffects({ rules, loadUserInfo, telegramLogin }: AppStartProps): null {
  const runtime = useRuntime();
  const platform = usePlatform();
  const router = useRouter();
  const pathname = usePathname();
  const path = stripLocale(pathname);
  const loggedIn = useIsLoggedIn();
  const login = useLogin();
  const setUserInfo = useSetAtom(userInfoAtom);
  const openDialog = useSetAtom(openDialogAtom);
  const { t } = useLingui();
  // A failing host check is reported (spec section 8) and app start carries on as web.
  const nativeCheck = () =>
    checkNativeHost().catch((error: unknown) => {
      runtime.analytics?.reports.reportNativeInitError(error, "native_check");
      throw error;
    });
  // Inside the mini app the player is whoever Telegram says (spec section 4): init data logs in.
  const telegramStart = async () => {
    const botName = runtime.config.telegramBotName;
    const [{ startTelegram, confirmPopup }, { loginWithTelegram }] = await Promise.all([
      loadTelegramClientInOwnTask(),
      import("@repo/session/telegram-login"),
    ]);
    const { context } = startTelegram({ botName });
    const environment = { storage: platform.storage, cookies: createDocumentCookieJar(), location: pageLocation(runtime.config) };
    // Another player's login on this device is replaced only when the player says so.
    const confirmSwitch = async ({ stored, incoming }: LoginSwitch) => {
      const storedName = stored.userName || String(stored.userId);
      const incomingName = incoming.userName || String(incoming.userId);
      const choice = await confirmPopup({
        title: t`Switch account?`,
        message: t`This device is signed in as ${storedName}. Sign in as ${incomingName} from Telegram instead?`,
        okText: t`Switch`,
        cancelText: t`Stay signed in`,
      });
      return choice === "ok";
    };
    return loginWithTelegram(environment, { botName, initData: context.initData, startParam: context.startParam }, telegramLogin, { confirmSwitch });
  };
  const { state } = useAppInit({
    loadUserInfo,
    checkNativeApp: nativeCheck,
    ...(platform.kind === "telegram" ? { initialLogin: telegramStart } : {}),
  });
  const hasInit = state.status === "ready";
  const appVersion = state.context.appVersion;
  // The app coming back with another player logged in (spec section 4): that player is logged in here.
  useNativeResume({ readHostLogin, loadUserInfo });

  // /pvp/* needs a recent app: older versions get the blocking update dialog (spec section 4).
  useEffect(() => {
    if (hasInit && platform.kind === "native" && needsUpdateFor(path, appVersion)) {
      openDialog(dialog("update-app", { minVersion: PVP_MIN_VERSION }));
    }
  }, [hasInit, platform.kind, path, appVersion, openDialog]);

  // Login-required pages send a signed-out visitor to login once start has settled who is playing.
  useEffect(() => {
    if (!hasInit || !rules.redirectsToLogin(path, platform.kind, loggedIn)) return;
    const backUrl = `${pathname}${window.location.search}`;
    const entry = buildLoginUrl({ platform: platform.kind, backUrl, locale: runtime.navigation.locale });
    if (entry.kind === "push") {
      router.replace(entry.href);
      return;
    }
    // Inside the native app the host logs the player in and hands the login back.
    loadBridge()
      .then((bridge) => bridge.appLogin())
      .then((host) => login(loginInputOf(host)))
      .catch(() => router.replace(`/${runtime.navigation.locale}`));
  }, [hasInit, path, pathname, platform.kind, loggedIn, rules, router, login, runtime.navigation.locale]);

  // Some pages always show fresh user info (balances, VIP level) when opened. On the page app start
  // began on, start has just read it: that read is the page's, not asked for a second time.
  const startPath = useRef<string | null>(path);
  useEffect(() => {
    const credentials = runtime.store.get(credentialsAtom);
    if (!hasInit || !loggedIn || !credentials) return;
    const readByStart = path === startPath.current;
    startPath.current = null;
    if (readByStart || !rules.refetchesUserInfo(path)) return;
    loadUserInfo(credentials).then(setUserInfo, () => undefined);
  }, [hasInit, loggedIn, path, rules, loadUserInfo, setUserInfo, runtime.store]);

  // The open-app config, once per page load after start knows who is playing; a failure is ignored.
  // Spec: not shown — whether guests ask. Choice: no; the call is keyed by a signed-in user_id. A
  // guest asks the country call instead (openapp_get_country), so the country header is by IP too.
  const asked = useRef({ openAppConfig: false, guestCountry: false });
  useEffect(() => {
    if (!hasInit) return;
    if (loggedIn && !asked.current.openAppConfig) {
      asked.current.openAppConfig = true;
      void import("./open-app-config").then(({ loadOpenAppConfig }) => loadOpenAppConfig(runtime));
    } else if (!loggedIn && !asked.current.guestCountry && !asked.current.openAppConfig) {
      asked.current.guestCountry = true;
      void import("./open-app-config").then(({ loadGuestCountry }) => loadGuestCountry(runtime));
    }
  }, [hasInit, loggedIn, runtime]);

  // The tag manager, only where the deployment configures one (never in tests).
  useEffect(() => {
    const config = runtime.config.tagManager;
    if (config) void import("@repo/analytics/tag-manager").then(({ loadTagManager }) => loadTagManager(config));
  }, [runtime.config.tagManager]);

  // One page view per route, including the first.
  const lastTracked = useRef<string | null>(null);
  useEffect(() => {
    if (lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    runtime.analytics?.collector.track("page_view");
  }, [pathname, runtime.analytics]);

  return null;
}
