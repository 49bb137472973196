// The invites day by day: friends who joined, who recharged and what it earned, for the last seven days
// (UTC days, as the server counts them), today first. No client code: rendered on the server from its
// read, and in the browser by DailySummaryCard.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import type { DailySummaries } from "./invite-reads";

/** "2026-11-21" as a short date in the player's language, read as a UTC day. */
function dayLabel(date: string, locale: Locale): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(day);
}

export function DailySummaryTable({ locale, summary }: { locale: Locale; summary: DailySummaries }) {
  const { t } = useLingui();
  return (
    <table className="w-full border-collapse text-14" aria-label={t`Invites by day`}>
      <thead>
        <tr className="text-left text-12 text-text-muted">
          <th scope="col" className="pb-8 font-semibold">
            <Trans>Day</Trans>
          </th>
          <th scope="col" className="pb-8 text-right font-semibold">
            <Trans>Joined</Trans>
          </th>
          <th scope="col" className="pb-8 text-right font-semibold">
            <Trans>Recharged</Trans>
          </th>
          <th scope="col" className="pb-8 text-right font-semibold">
            <Trans>Earned</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {summary.list.map((day) => (
          <tr key={day.date} data-testid={`invite-day-${day.date}`}>
            <th scope="row" className="py-8 text-left font-semibold">
              {dayLabel(day.date, locale)}
            </th>
            <td className="py-8 text-right tabular-nums">{day.invited}</td>
            <td className="py-8 text-right tabular-nums">{day.recharged}</td>
            <td className="py-8 text-right font-semibold tabular-nums text-primary">{formatAmount(day.reward, { locale })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
