"use client";
// /voteV2 (re-reads user info on open; login-required): the projects to vote for, ranked by what is
// staked on them, with each one's part of all stakes, its reward rate and the player's own stake. The
// ranking comes rendered from the server as a guest sees it (public), read again once the login arrives;
// a signed-in player who navigates here reads their own (`useGuestAnswer`: the list carries their stake).
import { Trans, useLingui } from "@lingui/react/macro";
import { stakeEndpoints, type VoteProject } from "@repo/api-client/endpoints/stake";
import { useApiQuery } from "@repo/api-client/react";
import { useGuestAnswer } from "@repo/app-shell/hooks/use-guest-answer";
import { unitsOf } from "@repo/app-shell/money/units";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import Link from "@repo/app-shell/link";
import { formatExact } from "../wallet/format-coin";
import type { VoteFirst } from "./load-vote";
import { voteShare } from "./vote-math";

/** `first`: what the server fetched when the page opened (nothing when it could not). */
export function VoteScreen({ locale, first }: { locale: Locale; first?: VoteFirst }) {
  const { t } = useLingui();
  const projects = useApiQuery(stakeEndpoints.voteProjects, {}, useGuestAnswer(first?.projects));
  const data = projects.data;
  const coin = data?.coin_name ?? "XB";
  const all = data ? formatExact(data.total_staked, locale) : "";
  return (
    <PageFrame
      locale={locale}
      heading={<Trans>Vote and stake</Trans>}
      action={
        <Link href={withLocale("/voteV2/mine", locale)} className="text-14 font-semibold text-link">
          <Trans>My votes</Trans>
        </Link>
      }
    >
      <p className="text-14 text-text-muted">
        <Trans>Stake {coin} on the projects you like. Stakes rank the projects and earn rewards; unstake any time to get your coins back.</Trans>
      </p>
      {projects.isError && !data ? (
        <ErrorState title={t`The projects could not load.`} onRetry={() => void projects.refetch()} retrying={projects.isFetching} />
      ) : (
        <Card flush>
          {data ? (
            <p className="px-16 pt-12 text-13 text-text-muted" data-testid="vote-all-staked">
              <Trans>
                Staked in all: {all} {coin}
              </Trans>
            </p>
          ) : null}
          <List label={t`Projects`} loading={projects.isPending}>
            {data?.list.map((project) => <ProjectRow key={project.project_id} locale={locale} project={project} coin={coin} allStaked={data.total_staked} />)}
          </List>
        </Card>
      )}
    </PageFrame>
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
          <span className="truncate text-15 font-semibold text-text">{project.name}</span>
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
        <span className="shrink-0 text-12 text-text-muted">
          <Trans>{apr} % a year</Trans>
        </span>
      </Link>
    </li>
  );
}
