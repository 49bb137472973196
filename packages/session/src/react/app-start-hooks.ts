"use client";
// The hooks of app start (spec section 4): the start itself and the native app's resume check. Apart
// from ./hooks.ts so that a page's own code (which reads the session) does not carry app start: the app
// shell loads these right after hydration.
import { useStore } from "jotai";
import { useEffect, useMemo, useState } from "react";
import { createAppInit, type AppInit, type AppInitEffects } from "../app-init/runner";
import type { InitState } from "../app-init/machine";
import { syncInitState } from "../app-init/store-sync";
import { clearLogin, storeLogin } from "../login/rules";
import { persisted, readCredentials } from "../storage/persisted";
import { onDocumentVisible, watchNativeResume, type ResumeWatchEffects } from "../app-init/resume";
import { resetSessionStore } from "../session-actions";
import { credentialsAtom, sessionStatusAtom, userInfoAtom } from "../stores/session";
import type { Credentials, UserInfo } from "../types";
import { useSessionEnvironment } from "./context";

export type AppInitOptions = Pick<AppInitEffects, "loadUserInfo" | "checkNativeApp"> &
  Partial<Pick<AppInitEffects, "initialLogin" | "classifyUserInfoError" | "nativeCheckTimeoutMs">>;

/**
 * Runs app start once on mount and keeps the store in step with it. Storage effects (read the stored
 * login, store the host's login, clear on 1004, remember user info and host data) are done here;
 * the app gives `loadUserInfo` and `checkNativeApp` (e.g. `createNativeCheck(bridge)`).
 */
export function useAppInit(options: AppInitOptions): { state: InitState; retry: () => Promise<InitState> } {
  const { platform, cookies, location } = useSessionEnvironment();
  const store = useStore();
  const [optionsAtMount] = useState(options);
  const init: AppInit = useMemo(() => {
    const { storage } = platform;
    const environment = { storage, cookies, location };
    return createAppInit({
      initialLogin: optionsAtMount.initialLogin ?? (() => readCredentials(storage)),
      checkNativeApp: optionsAtMount.checkNativeApp,
      async loadUserInfo(credentials) {
        const info = await optionsAtMount.loadUserInfo(credentials);
        persisted.userInfo.write(storage, info);
        return info;
      },
      // The host already knows this login; telling it again would loop.
      storeLogin: (credentials) => storeLogin(environment, { ...credentials }).then(() => undefined),
      clearLogin: () => clearLogin(environment),
      saveHostInfo({ appVersion, environment: host }) {
        if (appVersion) persisted.appVersion.write(storage, appVersion);
        if (host?.adid) persisted.appAdid.write(storage, host.adid);
      },
      onState: (state) => {
        syncInitState(store, state);
        setState(state);
      },
      classifyUserInfoError: optionsAtMount.classifyUserInfoError,
      nativeCheckTimeoutMs: optionsAtMount.nativeCheckTimeoutMs,
    });
  }, [platform, cookies, location, store, optionsAtMount]);
  const [state, setState] = useState<InitState>(() => init.getState());

  useEffect(() => {
    void init.start();
  }, [init]);

  return { state, retry: init.retry };
}

export interface NativeResumeOptions {
  /** The host's current login, e.g. `createHostLoginReader(bridge)`. */
  readHostLogin: ResumeWatchEffects["readHostLogin"];
  loadUserInfo(credentials: Credentials): Promise<UserInfo>;
  /** Default: the document becoming visible. */
  subscribe?: ResumeWatchEffects["subscribe"];
}

/**
 * In the native app, re-checks the host's login whenever the app comes back (SPEC 4): a different user
 * is logged in here too and their user info loaded; a host that logged out logs the page out (without
 * leaving the page). Does nothing on other platforms.
 */
export function useNativeResume(options: NativeResumeOptions): void {
  const { platform, cookies, location } = useSessionEnvironment();
  const store = useStore();
  const [optionsAtMount] = useState(options);
  useEffect(() => {
    if (platform.kind !== "native") return;
    const environment = { storage: platform.storage, cookies, location };
    return watchNativeResume({
      subscribe: optionsAtMount.subscribe ?? ((listener) => onDocumentVisible(listener)),
      readHostLogin: optionsAtMount.readHostLogin,
      readStoredLogin: () => readCredentials(platform.storage),
      async relogin(credentials) {
        const stored = await storeLogin(environment, credentials);
        if (!stored) return;
        store.set(credentialsAtom, stored);
        store.set(userInfoAtom, null);
        store.set(sessionStatusAtom, (status) => ({ ...status, hasLogin: true }));
        const info = await optionsAtMount.loadUserInfo(stored);
        persisted.userInfo.write(platform.storage, info);
        store.set(userInfoAtom, info);
      },
      logout() {
        clearLogin(environment);
        resetSessionStore(store);
      },
    });
  }, [platform, cookies, location, store, optionsAtMount]);
}
