"use client";
import { Trans } from "@lingui/react/macro";
import { Spinner } from "@repo/ui/spinner";
import Link from "../../../link/Link";
import { authHref } from "../paths";

/** A page for the signed-in player opened while signed out: a way to sign in and come back. */
export function SignInFirst({ locale, backUrl }: { locale: string; backUrl: string }) {
  return (
    <div className="flex flex-col gap-16">
      <p className="text-15 text-text">
        <Trans>Sign in first to continue.</Trans>
      </p>
      <Link
        href={authHref(locale, "login", { backUrl })}
        className="flex min-h-52 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast"
      >
        <Trans>Sign in</Trans>
      </Link>
    </div>
  );
}

/** While app start settles who is playing. */
export function CheckingSession() {
  return (
    <p role="status" className="flex items-center gap-8 text-14 text-text-muted">
      <Spinner size={16} />
      <Trans>Loading your account…</Trans>
    </p>
  );
}
