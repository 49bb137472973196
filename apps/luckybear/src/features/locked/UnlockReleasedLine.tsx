"use client";
// The line that confirms the last release of the server-rendered locked page (its UnlockScopeProvider).
import type { Locale } from "@repo/i18n/locales";
import { UnlockResult } from "./UnlockResult";
import { useSharedUnlockScope } from "./UnlockScopeProvider";

export function UnlockReleasedLine({ locale, className }: { locale: Locale; className: string }) {
  return <UnlockResult locale={locale} released={useSharedUnlockScope().released} className={className} />;
}
