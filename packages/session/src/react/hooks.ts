"use client";
// Thin hooks over the session store and the login rules.
// App start's hooks (useAppInit, useNativeResume) are in ./app-start-hooks.ts.
import { useAtomValue, useStore } from "jotai";
import { useCallback } from "react";
import type { Platform } from "../platform/types";
import type { LoginWithInfo } from "../session-actions";
import { isLoggedInAtom, sessionAtom, type SessionSnapshot } from "../stores/session";
import type { Credentials } from "../types";
import { useSessionEnvironment } from "./context";

export function useSession(): SessionSnapshot {
  return useAtomValue(sessionAtom);
}

export function useIsLoggedIn(): boolean {
  return useAtomValue(isLoggedInAtom);
}

export function usePlatform(): Platform {
  return useSessionEnvironment().platform;
}

/** Returns `login(input)`: see {@link loginSession}. */
export function useLogin(): (input: LoginWithInfo) => Promise<Credentials | null> {
  const environment = useSessionEnvironment();
  const store = useStore();
  // The login rules load with the first login, not with every page that reads the session.
  return useCallback((input) => import("../session-actions").then(({ loginSession }) => loginSession(store, environment, input)), [store, environment]);
}

/** Returns `logout()`: see {@link logoutSession}. */
export function useLogout(): () => Promise<void> {
  const environment = useSessionEnvironment();
  const store = useStore();
  return useCallback(() => import("../session-actions").then(({ logoutSession }) => logoutSession(store, environment)), [store, environment]);
}
