// What the session's React hooks share: the platform and where login writes its cookies.
import { createContext, useContext } from "react";
import type { Platform } from "../platform/types";
import type { CookieJar, PageLocation } from "../storage/cookies";

export interface SessionEnvironment {
  platform: Platform;
  cookies: CookieJar;
  location: PageLocation;
}

export const SessionEnvironmentContext = createContext<SessionEnvironment | null>(null);

export function useSessionEnvironment(): SessionEnvironment {
  const environment = useContext(SessionEnvironmentContext);
  if (!environment) throw new Error("Session hooks must be used inside <SessionProvider>");
  return environment;
}
