"use client";
// What a guest's tap on a heart shows: sign in to save favourites, coming back here. Loaded with that tap.
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { useLoginHref } from "./use-login-href";

export function GuestFavouriteNotice({ locale }: { locale: Locale }) {
  // Rendered in the browser only (a lazy part): the platform's sign-in address at once.
  const signInHref = useLoginHref(locale)();
  return (
    <div role="status" className="flex items-center justify-between gap-12 rounded-12 bg-surface-raised px-12 py-10 text-14 text-text">
      <span>
        <Trans>Sign in to save favourites</Trans>
      </span>
      <Link href={signInHref} className="shrink-0 font-semibold text-link">
        <Trans>Sign in</Trans>
      </Link>
    </div>
  );
}
