"use client";
// The frame of every wallet page: a way back, the page's heading, then the page.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import Link from "next/link";
import type { ReactNode } from "react";

export interface WalletPageFrameProps {
  locale: Locale;
  /** Where Back leads, without the locale ("/" home, "/wallet"). */
  back: string;
  heading: ReactNode;
  /** Something at the end of the heading row (a link to the history). */
  action?: ReactNode;
  children: ReactNode;
}

export function WalletPageFrame({ locale, back, heading, action, children }: WalletPageFrameProps) {
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
        <h1 className="min-w-0 flex-1 truncate text-20 font-bold text-text">{heading}</h1>
        {action ? <div className="shrink-0">{action}</div> : null}
      </nav>
      {children}
    </div>
  );
}
