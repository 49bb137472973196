// /voteV2/[projectId] (login-required for staking): a project's standing (rank, stakes, part of all,
// voters, reward rate), what the player has approved and staked on it (xbvote_query), and staking or
// unstaking. A server component: the server reads the project, all stakes and the player's position as
// the player the login cookies name (a guest: the project only) and renders them there
// (ServerPlayerContent keeps them while this render is that reader's); the stake and unstake forms are
// its client code, loaded after start (each renders the page again on the server after a success).
// Another reader or a failed read gets the browser's read (VoteProjectFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { ViewerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import { unitsOf } from "@repo/app-shell/money/units";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import type { VoteProjectFirst } from "./load-vote-project";
import { VoteProjectNotFound } from "./VoteProjectNotFound";
import { StakeFormPart, UnstakeFormPart, VoteProjectFromBrowser } from "./VoteProjectParts";
import { VoteFormSkeleton } from "./VoteFormSkeleton";
import { VoteProjectView } from "./VoteProjectView";
import { YourStakeCard } from "./YourStakeCard";
import { VOTE_COIN } from "./vote-math";

export interface VoteProjectScreenProps {
  locale: Locale;
  projectId: number | null;
  /** What the server read when the page opened, and for whom (nothing when it could not). */
  first?: ViewerFirst<VoteProjectFirst> | null;
}

export function VoteProjectScreen({ locale, projectId, first }: VoteProjectScreenProps) {
  const project = first?.data.project;
  const position = first?.data.position;
  const frame = (heading: ReactNode, content: ReactNode) => (
    <PageFrame locale={locale} back="/voteV2" heading={heading}>
      {content}
    </PageFrame>
  );
  if (projectId === null || first?.data.missing) return frame(<Trans>Project</Trans>, <VoteProjectNotFound locale={locale} />);
  // The browser's read draws its own frame, headed by the project once read.
  const fromBrowser = <VoteProjectFromBrowser locale={locale} projectId={projectId} placeholder={frame(<Trans>Project</Trans>, <FormSkeleton />)} />;
  // The server's read stands when it has everything this reader sees: the project, and a player's position.
  if (!first || !project || (first.userId !== null && !position)) return fromBrowser;
  const coin = VOTE_COIN;
  return (
    <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
      {frame(
        project.name,
        <VoteProjectView
          locale={locale}
          project={project}
          allStaked={first.data.allStaked}
          playerPart={
            position ? (
              <>
                <YourStakeCard locale={locale} position={position} />
                <StakeFormPart
                  locale={locale}
                  project={project}
                  coin={coin}
                  allowance={position.allowance}
                  balance={position.balance}
                  refreshPage
                  placeholder={<VoteFormSkeleton title={<Trans>Stake</Trans>} />}
                />
                {/* The unstake form shows while something is staked (and after an unstake here, saying so). */}
                <UnstakeFormPart
                  locale={locale}
                  project={project}
                  coin={coin}
                  staked={position.staked}
                  refreshPage
                  placeholder={unitsOf(position.staked) > 0n ? <VoteFormSkeleton title={<Trans>Unstake</Trans>} /> : null}
                />
              </>
            ) : null
          }
        />,
      )}
    </ServerPlayerContent>
  );
}
