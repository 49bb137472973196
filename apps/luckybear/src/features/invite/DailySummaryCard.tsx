"use client";
// The invites day by day (invite daily summaries): friends who joined, who recharged and what it earned,
// for the last seven days (UTC days, as the server counts them), today first.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { type ServerAnswerOptions, useApiQuery } from "@repo/api-client/react";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { SUMMARY_DAYS } from "./invite-tabs";

/** "2026-11-21" as a short date in the player's language, read as a UTC day. */
function dayLabel(date: string, locale: Locale): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(day);
}

/** `server`: the invite page's server read of the summary (`usePlayerFirst(first).answer(…)`). */
export function DailySummaryCard({ locale, server }: { locale: Locale; server: ServerAnswerOptions<ResponseOf<typeof luckyBearInviteEndpoints.inviteDailySummaries>> }) {
  const { t } = useLingui();
  const summary = useApiQuery(luckyBearInviteEndpoints.inviteDailySummaries, { days: SUMMARY_DAYS }, server);
  return (
    <Card title={t`Last 7 days`}>
      {summary.isError && !summary.data ? (
        <ErrorState title={t`The daily summary could not load.`} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : !summary.data ? (
        <SkeletonText lines={5} />
      ) : (
        <table className="w-full border-collapse text-14" aria-label={t`Invites by day`}>
          <thead>
            <tr className="text-left text-12 text-text-muted">
              <th scope="col" className="pb-8 font-medium">
                <Trans>Day</Trans>
              </th>
              <th scope="col" className="pb-8 text-right font-medium">
                <Trans>Joined</Trans>
              </th>
              <th scope="col" className="pb-8 text-right font-medium">
                <Trans>Recharged</Trans>
              </th>
              <th scope="col" className="pb-8 text-right font-medium">
                <Trans>Earned</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {summary.data.list.map((day) => (
              <tr key={day.date} data-testid={`invite-day-${day.date}`}>
                <th scope="row" className="py-8 text-left font-medium">
                  {dayLabel(day.date, locale)}
                </th>
                <td className="py-8 text-right tabular-nums">{day.invited}</td>
                <td className="py-8 text-right tabular-nums">{day.recharged}</td>
                <td className="py-8 text-right font-semibold tabular-nums text-primary">{formatAmount(day.reward, { locale })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
