"use client";
// Thin hooks over the session store and the login rules.
// App start's hooks (useAppInit, useNativeResume) are in ./app-start-hooks.ts.
import { atom, type Atom, useAtomValue, useStore } from "jotai";
import { useCallback } from "react";
import type { Platform } from "../platform/types";
import type { LoginWithInfo } from "../session-actions";
import { isLoggedInAtom, sessionAtom, type SessionSnapshot } from "../stores/session";
import type { Credentials } from "../types";
import { useSessionEnvironment } from "./context";

/** All of the session: the component renders again on every change of any of it. */
export function useSession(): SessionSnapshot {
  return useAtomValue(sessionAtom);
}

const fieldAtoms = new Map<keyof SessionSnapshot, Atom<unknown>>();

function fieldAtom<K extends keyof SessionSnapshot>(key: K): Atom<SessionSnapshot[K]> {
  let field = fieldAtoms.get(key);
  if (!field) {
    field = atom((get) => get(sessionAtom)[key]);
    fieldAtoms.set(key, field);
  }
  return field as Atom<SessionSnapshot[K]>;
}

/**
 * One field of the session: the component renders again only when that field changes, not on each of
 * app start's updates to the rest (user info, status, host, coin choice).
 */
export function useSessionValue<K extends keyof SessionSnapshot>(key: K): SessionSnapshot[K] {
  return useAtomValue(fieldAtom(key));
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
