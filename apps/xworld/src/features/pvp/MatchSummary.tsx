// A match's card: its title, host and standing, the stake, the house fee, the prize and the player's
// balance (`balance`, the caller's: the browser reads it). No client code of its own: rendered on the
// server (the page's read) and in the browser (PvpMatchRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { PvpMatch } from "@repo/api-client/endpoints/pvp";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card/Card";
import { StatusPill } from "@repo/ui/status-pill";
import { SummaryList } from "@repo/ui/summary-list";
import type { ReactNode } from "react";
import { formatExact } from "../wallet/format-coin";
import { matchStanding, percentOf } from "./pvp-rules";
import { useStandingLabel } from "./use-pvp-texts";

export function MatchSummary({ locale, match, balance }: { locale: Locale; match: PvpMatch; balance: ReactNode }) {
  const { t } = useLingui();
  const standing = useStandingLabel()(matchStanding(match));
  const coin = match.coin_name;
  const hostName = match.host_name;
  return (
    <Card>
      <div className="flex flex-col gap-12">
        <div className="flex items-start justify-between gap-8">
          <div className="min-w-0">
            <h2 className="text-18 font-bold text-text">{match.title}</h2>
            <p className="text-13 text-text-muted">
              <Trans>Hosted by {hostName}</Trans>
            </p>
          </div>
          <StatusPill tone={standing.tone}>{standing.label}</StatusPill>
        </div>
        <SummaryList
          rows={[
            { label: t`Stake per side`, value: `${formatExact(match.stake, locale)} ${coin}` },
            { label: t`House fee`, value: `${percentOf(match.fee_bps)} %` },
            { label: t`The winner receives`, value: `${formatExact(match.payout, locale)} ${coin}`, emphasis: true, testId: "pvp-payout" },
            { label: t`Your balance`, value: balance, testId: "pvp-balance" },
          ]}
        />
      </div>
    </Card>
  );
}
