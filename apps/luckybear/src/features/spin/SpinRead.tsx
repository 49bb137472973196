"use client";
// The lucky wheel read by the browser: for a player the server did not read for (another login, a login
// only Telegram or the host app knows) or when the server's read failed; nothing for a guest (the route
// rules send them to login). Loaded only then (SpinFromBrowser).
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { SpinPlay } from "./SpinPlay";

export function SpinRead({ locale }: { locale: Locale }) {
  return useIsLoggedIn() ? <SpinPlay locale={locale} /> : null;
}
