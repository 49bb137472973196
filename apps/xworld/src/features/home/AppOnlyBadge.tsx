"use client";
// "In the app" on an app-only offer, where this platform cannot run it (the plain web, Telegram, a
// native app too old for app offers). The platform is the browser's to know: the only client code of a
// server-rendered row, and only on app-only rows.
import { useLingui } from "@lingui/react/macro";
import { usePlatform } from "@repo/session/react/hooks";

export function AppOnlyBadge() {
  const { t } = useLingui();
  const platform = usePlatform();
  if (platform.capabilities.appOffers) return null;
  return <span className="rounded-full bg-surface-sunken px-6 text-11 font-semibold text-text-muted">{t`In the app`}</span>;
}
