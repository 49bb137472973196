"use client";
// The browser's read of a match (the server had none for this reader: a guest, another login, a login
// only Telegram or the host app knows, or a failed read): the sign-in prompt for a guest, a skeleton, the
// match (re-read every 3 s while it runs), not found, or a failure with Retry.
import { Trans, useLingui } from "@lingui/react/macro";
import { pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { MatchBalance } from "./MatchBalance";
import { MatchMissing } from "./MatchMissing";
import { MatchOutcome } from "./MatchOutcome";
import { MatchPlay } from "./MatchPlay";
import { MatchSkeleton } from "./MatchSkeleton";
import { MatchSummary } from "./MatchSummary";
import { isLive, LIVE_REFRESH_MS, MATCH_MISSING_CODE, pvpHref } from "./pvp-rules";

export function PvpMatchRead({ locale, matchId }: { locale: Locale; matchId: number }) {
  const viewer = useViewer();
  if (viewer === "player") return <MatchDetail locale={locale} matchId={matchId} />;
  if (viewer === "guest") {
    return (
      <SignInPrompt
        locale={locale}
        backUrl={pvpHref(locale, "detail", matchId)}
        title={<Trans>Play one against one</Trans>}
        description={<Trans>Sign in to join a match with a stake; the winner takes both stakes.</Trans>}
      />
    );
  }
  return <MatchSkeleton />;
}

function MatchDetail({ locale, matchId }: { locale: Locale; matchId: number }) {
  const { t } = useLingui();
  const detail = useApiQuery(pvpEndpoints.matchDetail, { match_id: matchId }, { refetchInterval: (query) => (query.state.data && isLive(query.state.data) ? LIVE_REFRESH_MS : false) });
  if (detail.isError && !detail.data) {
    if (isBusinessError(detail.error, MATCH_MISSING_CODE)) return <MatchMissing locale={locale} />;
    return <ErrorState title={t`This match could not load.`} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  }
  if (!detail.data) return <MatchSkeleton />;
  const match = detail.data;
  return (
    <>
      <MatchSummary locale={locale} match={match} balance={<MatchBalance locale={locale} coin={match.coin_name} />} />
      <MatchPlay locale={locale} match={match} />
      <MatchOutcome locale={locale} match={match} />
    </>
  );
}
