// The partner program as a player sees it: how it works and the tiers, their application and its status
// (with an approved partner's figures), and applying (`apply`, the caller's client part, shown when the
// player may apply). No client code of its own: rendered on the server (the page's read for the player)
// and in the browser (PartnerRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { PartnerApplication, PartnerStats, PartnerTier } from "@repo/api-client/endpoints/partner";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { StatusPill } from "@repo/ui/status-pill";
import { SummaryList } from "@repo/ui/summary-list";
import type { ReactNode } from "react";
import { formatExact } from "../wallet/format-coin";
import { canApply, commissionPercent, type PartnerInfo } from "./partner-rules";

export function PartnerView({ locale, info, apply }: { locale: Locale; info: PartnerInfo; apply: ReactNode }) {
  const { application, stats, tiers, min_audience: minAudience } = info;
  return (
    <>
      <Card title={<Trans>How it works</Trans>}>
        <div className="flex flex-col gap-12">
          <p className="text-14 text-text">
            <Trans>Promote XWorld on your channel. Every player who signs up with your link counts for you, and you earn a share of what they recharge.</Trans>
          </p>
          <TierTable tiers={tiers} />
          <p className="text-13 text-text-muted">
            <Trans>We approve channels with at least {minAudience} followers.</Trans>
          </p>
        </div>
      </Card>
      {application ? <ApplicationStatus locale={locale} application={application} stats={stats} /> : null}
      {canApply(application) ? <Card title={application ? <Trans>Apply again</Trans> : <Trans>Apply</Trans>}>{apply}</Card> : null}
    </>
  );
}

function TierTable({ tiers }: { tiers: readonly PartnerTier[] }) {
  const { t } = useLingui();
  return (
    <table className="w-full text-14">
      <caption className="sr-only">{t`Partner tiers`}</caption>
      <thead>
        <tr className="text-left text-12 text-text-muted">
          <th scope="col" className="pb-4 font-semibold">{t`Tier`}</th>
          <th scope="col" className="pb-4 font-semibold">{t`Invited players`}</th>
          <th scope="col" className="pb-4 text-right font-semibold">{t`Commission`}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => {
          const invites = tier.min_invites;
          const percent = commissionPercent(tier.commission_bps);
          return (
            <tr key={tier.tier} className="border-t border-border">
              <td className="py-6 font-semibold">{tier.name}</td>
              <td className="py-6">{t`${invites}+`}</td>
              <td className="py-6 text-right tabular-nums">{t`${percent} %`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ApplicationStatus({ locale, application, stats }: { locale: Locale; application: PartnerApplication; stats: PartnerStats | null }) {
  const { t } = useLingui();
  const applied = formatDateTime(application.applied_at, { locale });
  const status =
    application.status === "approved"
      ? { tone: "success" as const, label: t`Approved` }
      : application.status === "rejected"
        ? { tone: "danger" as const, label: t`Not approved` }
        : { tone: "warning" as const, label: t`Under review` };
  return (
    <Card title={<Trans>Your application</Trans>} action={<StatusPill tone={status.tone}>{status.label}</StatusPill>}>
      <div className="flex flex-col gap-12" data-testid="partner-application">
        <SummaryList
          rows={[
            { label: t`Sent`, value: applied },
            { label: t`Channel`, value: application.channel_url },
            { label: t`Followers`, value: String(application.audience) },
          ]}
        />
        {application.status === "pending" ? (
          <p className="text-14 text-text-muted">
            <Trans>We are reviewing your channel. This page shows the decision as soon as it is made.</Trans>
          </p>
        ) : null}
        {application.status === "rejected" && application.review_note ? <p className="text-14 text-danger">{application.review_note}</p> : null}
        {stats ? <PartnerFigures locale={locale} stats={stats} /> : null}
      </div>
    </Card>
  );
}

function PartnerFigures({ locale, stats }: { locale: Locale; stats: PartnerStats }) {
  const { t } = useLingui();
  const percent = commissionPercent(stats.commission_bps);
  const earned = formatExact(stats.earned, locale);
  return (
    <SummaryList
      rows={[
        { label: t`Your tier`, value: String(stats.tier) },
        { label: t`Invited players`, value: String(stats.invited) },
        { label: t`Your commission`, value: t`${percent} %` },
        { label: t`Earned so far`, value: `${earned} ${stats.coin_name}`, emphasis: true, testId: "partner-earned" },
      ]}
    />
  );
}
