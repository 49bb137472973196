"use client";
// A post's "Report this post", for anyone but its author (the session's player, known in the browser).
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { ReportLink } from "../report/ReportLink";

export function PostReportLink({ locale, postId, authorId }: { locale: Locale; postId: number; authorId: number }) {
  const userId = useSessionValue("userId");
  return userId === authorId ? null : <ReportLink locale={locale} target={{ type: "post", id: postId }} />;
}
