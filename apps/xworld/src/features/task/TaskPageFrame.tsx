"use client";
// The frame of the task and product pages: a way back to where the player came from, then the page.
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { usePlatform } from "@repo/session/react/hooks";
import type { ReactNode } from "react";
import { backTarget } from "./task-query";

export function TaskPageFrame({ locale, from, heading, children }: { locale: Locale; from: string | null; heading: ReactNode; children: ReactNode }) {
  const platform = usePlatform();
  const target = backTarget(from);
  // Spec: not shown — Back inside the native app. Choice: opened from a list, the page is a webview of
  // its own, so Back closes it; from a product page it was opened in place, so Back is a link there too.
  const closesView = target === "/" && platform.capabilities.separateWebView;
  return (
    <PageFrame
      locale={locale}
      back={target}
      headingStyle="label"
      heading={heading}
      onBack={(event) => {
        if (!closesView) return;
        event.preventDefault();
        void platform.close();
      }}
    >
      {children}
    </PageFrame>
  );
}
