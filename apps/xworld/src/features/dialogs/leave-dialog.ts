"use client";
// Closing a page that is a dialog: back to the page underneath when the player came from one of ours
// (the dialog was opened over it), else to `fallback` (the dialog was opened directly, from a link).
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { cameFromAppPage } from "@/platform/navigation-depth";

/**
 * "over": shown over the previous page (an intercepted route); "alone": loaded on its own; "auto": over
 * the previous page when the player came from one of ours in this tab.
 */
export type DialogMode = "over" | "alone" | "auto";

export function useLeaveDialog(mode: DialogMode, locale: Locale, fallback: string): () => void {
  const router = useRouter();
  return useCallback(() => {
    if (mode === "over" || (mode === "auto" && cameFromAppPage())) router.back();
    else router.replace(withLocale(fallback, locale));
  }, [mode, router, locale, fallback]);
}
