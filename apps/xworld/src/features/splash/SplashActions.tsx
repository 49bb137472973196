"use client";
// The way on from the splash: a signed-in player continues home; a guest signs in first, or looks
// around (home renders for guests).
import { Trans } from "@lingui/react/macro";
import { authHref } from "@repo/app-shell/features/auth/paths";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { buildLoginUrl } from "@repo/session/login-url";
import { useIsLoggedIn, usePlatform } from "@repo/session/react/hooks";
import Link from "@repo/app-shell/link";

const PRIMARY = "flex min-h-48 w-full items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast";
const SECONDARY = "flex min-h-48 w-full items-center justify-center rounded-16 px-20 text-15 font-semibold text-primary";

export function SplashActions({ locale }: { locale: Locale }) {
  const loggedIn = useIsLoggedIn();
  const platform = usePlatform();
  const home = withLocale("/", locale);
  if (loggedIn) {
    return (
      <Link href={home} className={PRIMARY}>
        <Trans>Continue</Trans>
      </Link>
    );
  }
  const login = buildLoginUrl({ platform: platform.kind, backUrl: home, locale });
  const loginHref = login.kind === "push" ? login.href : authHref(locale, "login", { backUrl: home });
  return (
    <div className="flex flex-col gap-8">
      <Link href={loginHref} className={PRIMARY}>
        <Trans>Sign in</Trans>
      </Link>
      <Link href={home} className={SECONDARY}>
        <Trans>Look around first</Trans>
      </Link>
    </div>
  );
}
