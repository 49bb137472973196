"use client";
// The projects read by the browser: for a reader the server did not read for (a player whose login the
// server did not know, another login) or when the server's read failed. Loaded only then (VoteFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { stakeEndpoints } from "@repo/api-client/endpoints/stake";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { VoteProjectsView } from "./VoteProjectsView";

export function VoteRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const projects = useApiQuery(stakeEndpoints.voteProjects, {});
  if (projects.isError && !projects.data) {
    return <ErrorState title={t`The projects could not load.`} onRetry={() => void projects.refetch()} retrying={projects.isFetching} />;
  }
  return <VoteProjectsView locale={locale} projects={projects.data} />;
}
