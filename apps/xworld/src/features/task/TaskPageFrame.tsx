"use client";
// The frame of the task and product pages: a way back to where the player came from, then the page.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { usePlatform } from "@repo/session/react/hooks";
import Link from "next/link";
import type { ReactNode } from "react";
import { backTarget } from "./task-query";

export function TaskPageFrame({ locale, from, heading, children }: { locale: Locale; from: string | null; heading: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const target = backTarget(from);
  // Spec: not shown — Back inside the native app. Choice: opened from a list, the page is a webview of
  // its own, so Back closes it; from a product page it was opened in place, so Back is a link there too.
  const closesView = target === "/" && platform.capabilities.separateWebView;
  return (
    <div className="flex flex-col gap-16 px-16 pb-32 pt-8">
      <nav className="flex min-h-44 items-center gap-8">
        <Link
          href={withLocale(target, locale)}
          aria-label={t`Back`}
          prefetch={false}
          onClick={(event) => {
            if (!closesView) return;
            event.preventDefault();
            void platform.close();
          }}
          className="-ml-8 flex h-44 w-44 shrink-0 items-center justify-center rounded-full text-24 text-text active:bg-surface-sunken"
        >
          <span aria-hidden="true">‹</span>
        </Link>
        <p className="text-16 font-semibold text-text-muted">{heading}</p>
      </nav>
      {children}
    </div>
  );
}
