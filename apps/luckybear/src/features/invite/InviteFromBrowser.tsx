"use client";
// InviteRead as a part of its own: its code (React Query's observers, the paged reads, the error states)
// loads only on a visit the server could not read the section for; meanwhile `loading` (the server's
// InviteSkeleton, so its code is not the route's).
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { InviteTab } from "./invite-tabs";

interface InviteFromBrowserProps {
  locale: Locale;
  initialTab: InviteTab;
  loading: ReactNode;
}

export const InviteFromBrowser = lazyPart<InviteFromBrowserProps>(
  () => import("./InviteRead").then(({ InviteRead }) => InviteRead),
  ({ loading }) => loading,
);
