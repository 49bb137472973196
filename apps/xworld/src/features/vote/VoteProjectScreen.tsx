"use client";
// /voteV2/[projectId] (login-required): a project's standing (rank, stakes, part of all, voters, reward
// rate), what the player has approved and staked on it (xbvote_query), and staking or unstaking.
import { Trans, useLingui } from "@lingui/react/macro";
import { stakeEndpoints, type VoteProjectDetail } from "@repo/api-client/endpoints/stake";
import { walletVoteEndpoints } from "@repo/api-client/endpoints/wallet-vote";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { Skeleton } from "@repo/ui/skeleton";
import { SummaryList } from "@repo/ui/summary-list";
import Link from "@repo/app-shell/link";
import { formatBalance, formatExact } from "../wallet/format-coin";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { useAssets } from "../wallet/use-wallet-data";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { StakeForm } from "./StakeForm";
import { UnstakeForm } from "./UnstakeForm";
import { VOTE_COIN, voteShare } from "./vote-math";

/** Spec: not shown — an unknown id's code. Choice: the dev API's 1002. */
const NOT_FOUND = 1002;

export function VoteProjectScreen({ locale, projectId }: { locale: Locale; projectId: number | null }) {
  const { t } = useLingui();
  const viewer = useViewer();
  const project = useApiQuery(stakeEndpoints.voteProject, { project_id: projectId ?? 0 }, { enabled: projectId !== null && viewer !== "pending" });
  let content;
  if (projectId === null || isBusinessError(project.error, NOT_FOUND)) {
    content = (
      <EmptyState
        title={<Trans>This project does not exist.</Trans>}
        action={
          <Link href={withLocale("/voteV2", locale)} className="font-semibold text-link">
            <Trans>See all projects</Trans>
          </Link>
        }
      />
    );
  } else if (project.isError && !project.data) {
    content = <ErrorState title={t`This project could not load.`} onRetry={() => void project.refetch()} retrying={project.isFetching} />;
  } else if (!project.data) {
    content = <FormSkeleton />;
  } else {
    content = (
      <>
        <Standing locale={locale} project={project.data} />
        {viewer === "player" ? (
          <PlayerPart locale={locale} project={project.data} />
        ) : (
          <SignInPrompt
            locale={locale}
            backUrl={withLocale(`/voteV2/${project.data.project_id}`, locale)}
            title={<Trans>Sign in to stake on this project</Trans>}
            description={<Trans>Your stake moves the project up the ranking and earns rewards until you unstake it.</Trans>}
          />
        )}
      </>
    );
  }
  return (
    <PageFrame locale={locale} back="/voteV2" heading={project.data?.name ?? <Trans>Project</Trans>}>
      {content}
    </PageFrame>
  );
}

function Standing({ locale, project }: { locale: Locale; project: VoteProjectDetail }) {
  const all = useApiQuery(stakeEndpoints.voteProjects, {});
  const coin = VOTE_COIN;
  const total = formatExact(project.total_staked, locale);
  const share = all.data ? voteShare(project.total_staked, all.data.total_staked) : null;
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

function PlayerPart({ locale, project }: { locale: Locale; project: VoteProjectDetail }) {
  const { t } = useLingui();
  const position = useApiQuery(walletVoteEndpoints.xbvoteQuery, { vote_id: project.project_id });
  const assets = useAssets();
  const coin = VOTE_COIN;
  const balance = assets.data?.list.find((asset) => asset.coin_name === coin)?.offchain;
  if (position.isError && !position.data) {
    return <ErrorState title={t`Your stake could not load.`} onRetry={() => void position.refetch()} retrying={position.isFetching} />;
  }
  if (!position.data || balance === undefined) return <FormSkeleton />;
  const { allowance, staked } = position.data;
  return (
    <>
      <Card title={t`Your stake`}>
        <SummaryList
          rows={[
            { id: "staked", label: <Trans>Staked by you</Trans>, value: `${formatExact(staked, locale)} ${coin}`, testId: "vote-my-staked", emphasis: true },
            { id: "allowance", label: <Trans>Approved, not yet staked</Trans>, value: `${formatExact(allowance, locale)} ${coin}`, testId: "vote-allowance" },
            { id: "balance", label: <Trans>Your {coin} balance</Trans>, value: formatBalance(balance, locale), testId: "vote-balance" },
          ]}
        />
      </Card>
      <StakeForm locale={locale} project={project} coin={coin} allowance={allowance} balance={balance} />
      <UnstakeForm locale={locale} project={project} coin={coin} staked={staked} />
    </>
  );
}
