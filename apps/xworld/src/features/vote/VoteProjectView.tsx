// One project: its standing, then for a player their stake with the stake and unstake forms (`playerPart`,
// the caller's), for a guest a prompt to sign in. No client code of its own.
import { Trans } from "@lingui/react/macro";
import type { VoteProjectDetail } from "@repo/api-client/endpoints/stake";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import type { ReactNode } from "react";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { ProjectStanding } from "./ProjectStanding";

export interface VoteProjectViewProps {
  locale: Locale;
  project: VoteProjectDetail;
  allStaked: string | null;
  /** The player's part; null for a guest. */
  playerPart: ReactNode | null;
}

export function VoteProjectView({ locale, project, allStaked, playerPart }: VoteProjectViewProps) {
  return (
    <>
      <ProjectStanding locale={locale} project={project} allStaked={allStaked} />
      {playerPart ?? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale(`/voteV2/${project.project_id}`, locale)}
          title={<Trans>Sign in to stake on this project</Trans>}
          description={<Trans>Your stake moves the project up the ranking and earns rewards until you unstake it.</Trans>}
        />
      )}
    </>
  );
}
