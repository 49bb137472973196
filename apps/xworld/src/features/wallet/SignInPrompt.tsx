"use client";
// What a signed-out visitor of a wallet page sees: what the page offers and a way to sign in that
// comes back here.
import { Trans } from "@lingui/react/macro";
import { authHref } from "@repo/app-shell/features/auth/paths";
import type { Locale } from "@repo/i18n/locales";
import { buildLoginUrl } from "@repo/session/login-url";
import { usePlatform } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import Link from "@repo/app-shell/link";
import type { ReactNode } from "react";

export interface SignInPromptProps {
  locale: Locale;
  /** This page with the locale, where the sign-in comes back to. */
  backUrl: string;
  title: ReactNode;
  description: ReactNode;
  /** What the page offers once signed in. */
  points?: readonly ReactNode[];
}

export function SignInPrompt({ locale, backUrl, title, description, points = [] }: SignInPromptProps) {
  const platform = usePlatform();
  const login = buildLoginUrl({ platform: platform.kind, backUrl, locale });
  // Inside the native app the host logs in; the page's own login screen is the way back into it.
  const href = login.kind === "push" ? login.href : authHref(locale, "login", { backUrl });
  return (
    <Card>
      <div className="flex flex-col gap-12">
        <h2 className="text-18 font-bold text-text">{title}</h2>
        <p className="text-14 text-text-muted">{description}</p>
        {points.length > 0 ? (
          <ul className="flex flex-col gap-8 text-14 text-text">
            {points.map((point, index) => (
              <li key={index} className="flex gap-8">
                <span aria-hidden="true" className="text-primary">
                  ✓
                </span>
                <span>{point}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <Link href={href} className="mt-4 flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast">
          <Trans>Sign in</Trans>
        </Link>
      </div>
    </Card>
  );
}
