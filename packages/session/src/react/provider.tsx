"use client";
// <SessionProvider>: one jotai store for the session, filled from storage once mounted.
import { createStore, Provider } from "jotai";
import { useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { hydrateSession } from "../hydrate";
import type { Platform } from "../platform/types";
import { createDocumentCookieJar, type CookieJar, type PageLocation } from "../storage/cookies";
import { SessionEnvironmentContext, type SessionEnvironment } from "./context";

type Store = ReturnType<typeof createStore>;

export interface SessionProviderProps {
  platform: Platform;
  /** The store to use (the app may create it to hand it to createApiContext); default a new one. */
  store?: Store;
  cookies?: CookieJar;
  /** Host and protocol for the login cookie; default window.location. */
  location?: PageLocation;
  children: ReactNode;
}

const SERVER_LOCATION: PageLocation = { hostname: "localhost", protocol: "http:" };

export function SessionProvider({ platform, store, cookies, location, children }: SessionProviderProps) {
  const [ownStore] = useState(() => store ?? createStore());
  const activeStore = store ?? ownStore;
  const environment = useMemo<SessionEnvironment>(
    () => ({
      platform,
      cookies: cookies ?? createDocumentCookieJar(),
      location: location ?? (typeof window === "undefined" ? SERVER_LOCATION : window.location),
    }),
    [platform, cookies, location],
  );

  // After mount, so server and first client render agree (both logged out until storage is read), and
  // in a layout effect, which runs before every effect of the page: a query that a signed-in page
  // mounts in its first render (with the server's data, server-player) asks with the stored login.
  // Once per store: a parent re-render with new prop objects must not overwrite the live session.
  const [firstEnvironment] = useState(environment);
  useLayoutEffect(() => {
    hydrateSession(activeStore, { storage: firstEnvironment.platform.storage, cookies: firstEnvironment.cookies });
  }, [activeStore, firstEnvironment]);

  return (
    <Provider store={activeStore}>
      <SessionEnvironmentContext.Provider value={environment}>{children}</SessionEnvironmentContext.Provider>
    </Provider>
  );
}
