"use client";
// The frame of the share, gift code and public profile pages: a way back, the page's heading, the page.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import Link from "next/link";
import type { ReactNode } from "react";

export interface PageFrameProps {
  locale: Locale;
  heading: ReactNode;
  /** Where Back leads (a path without the locale); home by default. */
  back?: string;
  children: ReactNode;
}

export function PageFrame({ locale, heading, back = "/", children }: PageFrameProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-16 px-16 pb-32 pt-8">
      <nav className="flex min-h-44 items-center gap-8">
        <Link
          href={withLocale(back, locale)}
          aria-label={t`Back`}
          prefetch={false}
          className="-ml-8 flex h-44 w-44 shrink-0 items-center justify-center rounded-full text-24 text-text active:bg-surface-sunken"
        >
          <span aria-hidden="true">‹</span>
        </Link>
        <h1 className="text-18 font-bold text-text">{heading}</h1>
      </nav>
      {children}
    </div>
  );
}
