"use client";
// "Report": a quiet link to /user/report for a player or a post.
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import Link from "@repo/app-shell/link";
import { type ReportQuery, reportPath } from "./report-query";

export function ReportLink({ locale, target }: { locale: Locale; target: ReportQuery }) {
  return (
    <Link href={withLocale(reportPath(target), locale)} prefetch={false} className="text-13 font-semibold text-text-muted underline underline-offset-4">
      {target.type === "user" ? <Trans>Report this player</Trans> : <Trans>Report this post</Trans>}
    </Link>
  );
}
