// The projects to vote for, ranked by stake, with each one's part of all stakes, its reward rate and the
// reader's own stake. No client code of its own: rendered on the server (the page's read) and in the
// browser (VoteRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { stakeEndpoints, VoteProject } from "@repo/api-client/endpoints/stake";
import Link from "@repo/app-shell/link";
import { unitsOf } from "@repo/app-shell/money/units";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { List } from "@repo/ui/list";
import { RowFigure } from "@repo/ui/row-figure";
import { formatExact } from "../wallet/format-coin";
import { voteShare } from "./vote-math";

export type VoteProjects = ResponseOf<typeof stakeEndpoints.voteProjects>;

/** `projects` undefined while they load. */
export function VoteProjectsView({ locale, projects }: { locale: Locale; projects: VoteProjects | undefined }) {
  const { t } = useLingui();
  const coin = projects?.coin_name ?? "XB";
  const all = projects ? formatExact(projects.total_staked, locale) : "";
  return (
    <>
      <p className="text-14 text-text-muted">
        <Trans>Stake {coin} on the projects you like. Stakes rank the projects and earn rewards; unstake any time to get your coins back.</Trans>
      </p>
      <Card flush>
        {projects ? (
          <p className="px-16 pt-12 text-13 text-text-muted" data-testid="vote-all-staked">
            <Trans>
              Staked in all: {all} {coin}
            </Trans>
          </p>
        ) : null}
        <List label={t`Projects`} loading={!projects}>
          {projects?.list.map((project) => <ProjectRow key={project.project_id} locale={locale} project={project} coin={coin} allStaked={projects.total_staked} />)}
        </List>
      </Card>
    </>
  );
}

function ProjectRow({ locale, project, coin, allStaked }: { locale: Locale; project: VoteProject; coin: string; allStaked: string }) {
  const total = formatExact(project.total_staked, locale);
  const share = voteShare(project.total_staked, allStaked);
  const apr = project.reward_apr;
  const mine = formatExact(project.my_staked, locale);
  const staked = unitsOf(project.my_staked) > 0n;
  return (
    <li>
      <Link href={withLocale(`/voteV2/${project.project_id}`, locale)} className="flex items-center gap-12 px-16 py-12 active:bg-surface-sunken" data-testid={`vote-project-${project.project_id}`}>
        <span className="flex size-28 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-13 font-bold tabular-nums text-text">{project.rank}</span>
        <img src={project.icon} alt="" width={40} height={40} className="size-40 shrink-0 rounded-12 bg-surface-sunken" />
        <span className="flex min-w-0 flex-1 flex-col gap-2">
          <span className="line-clamp-2 break-words text-15 font-semibold text-text">{project.name}</span>
          <span className="text-12 text-text-muted">
            <Trans>
              {total} {coin} · {share} % of all
            </Trans>
          </span>
          {staked ? (
            <span className="text-12 font-semibold text-primary">
              <Trans>
                Your stake: {mine} {coin}
              </Trans>
            </span>
          ) : null}
        </span>
        {/* Stacked, as the invest products' yield: on one line it left a project's name a few letters. */}
        <RowFigure value={`${apr} %`} caption={<Trans>a year</Trans>} />
      </Link>
    </li>
  );
}
