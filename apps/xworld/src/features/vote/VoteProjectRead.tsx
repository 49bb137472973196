"use client";
// The browser's read of a project (the server had none for this reader: another login, a login only
// Telegram or the host app knows, or a failed read): a skeleton, the project with the player's stake and
// forms (a change reads them again), not found, or a failure with Retry; in the page's frame, headed by
// the project once read.
import { Trans, useLingui } from "@lingui/react/macro";
import { stakeEndpoints, type VoteProjectDetail } from "@repo/api-client/endpoints/stake";
import { walletVoteEndpoints } from "@repo/api-client/endpoints/wallet-vote";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { useViewer } from "../wallet/use-viewer";
import { useAssets } from "../wallet/use-wallet-data";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { StakeForm } from "./StakeForm";
import { UnstakeForm } from "./UnstakeForm";
import { VoteProjectNotFound } from "./VoteProjectNotFound";
import { VoteProjectView } from "./VoteProjectView";
import { YourStakeCard } from "./YourStakeCard";
import { PROJECT_NOT_FOUND } from "./vote-codes";
import { VOTE_COIN } from "./vote-math";

const useProject = (projectId: number, enabled: boolean) => useApiQuery(stakeEndpoints.voteProject, { project_id: projectId }, { enabled });

export function VoteProjectRead({ locale, projectId }: { locale: Locale; projectId: number }) {
  const viewer = useViewer();
  const project = useProject(projectId, viewer !== "pending");
  return (
    <PageFrame locale={locale} back="/voteV2" heading={project.data?.name ?? <Trans>Project</Trans>}>
      <ProjectContent locale={locale} player={viewer === "player"} project={project} />
    </PageFrame>
  );
}

function ProjectContent({ locale, player, project }: { locale: Locale; player: boolean; project: ReturnType<typeof useProject> }) {
  const { t } = useLingui();
  const all = useApiQuery(stakeEndpoints.voteProjects, {}, { enabled: project.data !== undefined });
  if (isBusinessError(project.error, PROJECT_NOT_FOUND)) return <VoteProjectNotFound locale={locale} />;
  if (project.isError && !project.data) return <ErrorState title={t`This project could not load.`} onRetry={() => void project.refetch()} retrying={project.isFetching} />;
  if (!project.data) return <FormSkeleton />;
  return (
    <VoteProjectView
      locale={locale}
      project={project.data}
      allStaked={all.data?.total_staked ?? null}
      playerPart={player ? <PlayerPart locale={locale} project={project.data} /> : null}
    />
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
      <YourStakeCard locale={locale} position={{ allowance, staked, balance }} />
      <StakeForm locale={locale} project={project} coin={coin} allowance={allowance} balance={balance} />
      <UnstakeForm locale={locale} project={project} coin={coin} staked={staked} />
    </>
  );
}
