"use client";
// The browser's parts of the newbie page, each loaded only when it renders: the whole read when the page
// has no server read for this render's player; on the server-rendered page, the list's claim, loaded after
// start (until then the list shows with its buttons not yet pressable, and stays in place when it arrives).
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import { ClaimableList } from "../reward/ClaimableList";
import { ClaimOutcome } from "../reward/ClaimOutcome";
import { HistorySkeleton } from "../wallet/WalletSkeletons";

export const NewbieFromBrowser = lazyPart(() => import("./NewbieRead").then(({ NewbieRead }) => NewbieRead), <HistorySkeleton />);

const NewbieClaimWorkPart = lazyPart(() => import("./NewbieClaims").then(({ NewbieClaimWork }) => NewbieClaimWork), <ClaimOutcome />);

export function NewbieClaimsPart({ locale, refreshPage = false, children }: { locale: Locale; refreshPage?: boolean; children: ReactNode }) {
  return (
    <ClaimableList locale={locale} refreshPage={refreshPage} work={NewbieClaimWorkPart}>
      {children}
    </ClaimableList>
  );
}
