"use client";
// This week's best inviters read by the browser (InviteRead; a guest sees only this board).
import { useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { WeeklyRankCard } from "./WeeklyRankCard";
import { WeeklyRankView } from "./WeeklyRankView";

export function WeeklyRankRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const userName = useSessionValue("userName");
  const rank = useApiQuery(luckyBearInviteEndpoints.inviteWeeklyRank, {});
  let content;
  if (rank.data) content = <WeeklyRankView locale={locale} rank={rank.data} userName={userName ?? undefined} />;
  else if (rank.isError) content = <ErrorState title={t`The weekly ranking could not load.`} onRetry={() => void rank.refetch()} retrying={rank.isFetching} />;
  else content = <SkeletonText lines={5} className="p-16" />;
  return <WeeklyRankCard>{content}</WeeklyRankCard>;
}
