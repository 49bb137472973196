"use client";
// Where a guest goes to sign in from here, coming back to this page afterwards.
import { authHref } from "@repo/app-shell/features/auth/paths";
import { buildLoginUrl } from "@repo/session/login-url";
import type { PlatformKind } from "@repo/session/types";
import { usePlatform } from "@repo/session/react/hooks";
import { useCallback } from "react";

/** The sign-in address on a platform, coming back to `backUrl`. */
export function loginHrefFor(platform: PlatformKind, locale: string, backUrl: string): string {
  const login = buildLoginUrl({ platform, backUrl, locale });
  // Inside the native app the host logs the player in; its login page is the way there.
  return login.kind === "push" ? login.href : authHref(locale, "login", { backUrl });
}

export function useLoginHref(locale: string): () => string {
  const platform = usePlatform();
  return useCallback(() => {
    const backUrl = typeof window === "undefined" ? `/${locale}/luckybear` : `${window.location.pathname}${window.location.search}`;
    return loginHrefFor(platform.kind, locale, backUrl);
  }, [platform, locale]);
}
