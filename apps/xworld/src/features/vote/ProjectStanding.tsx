// A project's standing: its rank, what is staked on it and its part of all stakes (`allStaked`; a
// placeholder until known), its voters and reward rate. No client code.
import { Trans } from "@lingui/react/macro";
import type { VoteProjectDetail } from "@repo/api-client/endpoints/stake";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";
import { SummaryList } from "@repo/ui/summary-list";
import { formatExact } from "../wallet/format-coin";
import { VOTE_COIN, voteShare } from "./vote-math";

export function ProjectStanding({ locale, project, allStaked }: { locale: Locale; project: VoteProjectDetail; allStaked: string | null }) {
  const coin = VOTE_COIN;
  const total = formatExact(project.total_staked, locale);
  const share = allStaked === null ? null : voteShare(project.total_staked, allStaked);
  const apr = project.reward_apr;
  return (
    <Card>
      <div className="flex items-center gap-12">
        <img src={project.icon} alt="" width={56} height={56} className="size-56 shrink-0 rounded-12 bg-surface-sunken" />
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-14 text-text">{project.summary}</p>
          <p className="text-12 text-text-muted">{project.description}</p>
        </div>
      </div>
      <SummaryList
        className="mt-12"
        rows={[
          { id: "rank", label: <Trans>Rank</Trans>, value: `#${project.rank}`, testId: "vote-rank", emphasis: true },
          { id: "total", label: <Trans>Staked on it</Trans>, value: `${total} ${coin}`, testId: "vote-total" },
          { id: "share", label: <Trans>Part of all stakes</Trans>, value: share === null ? <Skeleton width={48} /> : `${share} %` },
          { id: "voters", label: <Trans>Voters</Trans>, value: String(project.voters) },
          { id: "apr", label: <Trans>Yearly reward</Trans>, value: `${apr} %` },
        ]}
      />
    </Card>
  );
}
