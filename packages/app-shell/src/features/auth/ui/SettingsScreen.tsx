"use client";
// /user/setting: language, sign out, app version.
import { Trans, useLingui } from "@lingui/react/macro";
import { LOCALES, type Locale, isLocale } from "@repo/i18n/locales";
import { setLanguage } from "@repo/session/preferences";
import { LANGUAGE_NAMES } from "../language-names";
import { useSessionEnvironment } from "@repo/session/react/context";
import { useIsLoggedIn, useLogout, useSessionValue } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";
import Link from "../../../link/Link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useRuntime } from "../../../runtime/runtime-context";
import { authHref } from "../paths";
import { AuthPage } from "./AuthPage";
import { useHydrated } from "../../../runtime/use-hydrated";
import type { ViewerFirst } from "../../../player-first";

export interface SettingsScreenProps {
  locale: Locale;
  /** The build's version (the app's package version unless a release sets it). */
  appVersion: string;
  /** The brand's home page. */
  homeHref: string;
  /**
   * Who the request's login cookies name (the server's read; `userId` null for none), drawn until the
   * page has started so the account card has its final height in the first frame. Without it (the
   * server could not tell), a skeleton of one button's height stands in.
   */
  viewer?: SettingsViewer;
}

/** Whom the settings page's server found in the login cookies. */
export type SettingsViewer = Pick<ViewerFirst<unknown>, "userId" | "userName">;

export function SettingsScreen({ locale, appVersion, homeHref, viewer }: SettingsScreenProps) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const router = useRouter();
  const { cookies, location } = useSessionEnvironment();
  const hydrated = useHydrated();
  // The login lives in the browser's storage: until the page has started, the server's read of the
  // cookies stands for it (the hydration render must match the server's HTML).
  const sessionLoggedIn = useIsLoggedIn();
  const sessionUserName = useSessionValue("userName");
  const loggedIn = hydrated ? sessionLoggedIn : viewer !== undefined && viewer.userId !== null;
  const userName = hydrated ? sessionUserName : (viewer?.userName ?? null);
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  const names = LOCALES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));

  function changeLanguage(next: string) {
    if (!isLocale(next) || next === locale) return;
    setLanguage(runtime.store, cookies, location, next);
    // The same page in the new language: only the locale prefix changes.
    const rest = window.location.pathname.replace(/^\/[^/]+/, "");
    router.replace(`/${next}${rest}${window.location.search}`);
  }

  async function signOut() {
    setLeaving(true);
    try {
      await logout();
    } finally {
      setLeaving(false);
    }
  }

  return (
    <AuthPage title={t`Settings`} backHref={homeHref}>
      <Card title={t`Language`}>
        <label className="flex flex-col gap-6">
          <span className="sr-only">
            <Trans>Language</Trans>
          </span>
          <select
            value={locale}
            disabled={!hydrated}
            onChange={(event) => changeLanguage(event.target.value)}
            className="min-h-44 w-full rounded-12 border border-border bg-surface-raised px-12 text-15 text-text"
          >
            {names.map(({ code, name }) => (
              <option key={code} value={code} lang={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </Card>
      <Card title={t`Account`}>
        {!hydrated && !viewer ? (
          <Skeleton width="100%" height={44} />
        ) : loggedIn ? (
          <div className="flex flex-col gap-12">
            {userName ? (
              <p className="text-14 text-text-muted">
                <Trans>Signed in as {userName}</Trans>
              </p>
            ) : null}
            <Button variant="danger" block loading={leaving} disabled={leaving || !hydrated} onClick={() => void signOut()}>
              <Trans>Sign out</Trans>
            </Button>
          </div>
        ) : (
          <Link
            // A prefetch of a page in the old language would set the language cookie back to it.
            prefetch={false}
            href={authHref(locale, "login", { backUrl: `/${locale}/user/setting` })}
            className="flex min-h-44 items-center justify-center rounded-12 bg-primary px-16 text-15 font-semibold text-primary-contrast"
          >
            <Trans>Sign in</Trans>
          </Link>
        )}
      </Card>
      <p className="text-center text-12 text-text-muted">
        <Trans>Version {appVersion}</Trans>
      </p>
    </AuthPage>
  );
}
