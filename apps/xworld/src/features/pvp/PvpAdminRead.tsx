"use client";
// The host page read by the browser: for a guest (a prompt to sign in), a player the server did not read
// for (another login, or a login only Telegram or the host app knows), or when a server read failed; the
// settings and the hosted matches (re-read every 10 s) by React Query, each with a retry. Loaded only
// then (PvpAdminFromBrowser); otherwise the page shows the server's reads.
import { Trans, useLingui } from "@lingui/react/macro";
import { pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { CreateMatchForm } from "./CreateMatchForm";
import { HostedMatch } from "./HostedMatch";
import { HostedMatchesCard } from "./HostedMatchesCard";
import { MatchSkeleton } from "./MatchSkeleton";
import { HOSTED_REFRESH_MS, pvpHref } from "./pvp-rules";

export function PvpAdminRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <HostDesk locale={locale} />;
  if (viewer === "pending") return <MatchSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={pvpHref(locale, "admin")}
      title={<Trans>Host PvP matches</Trans>}
      description={<Trans>Sign in to open matches, then name the winner when they are played.</Trans>}
    />
  );
}

function HostDesk({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const config = useApiQuery(pvpEndpoints.config, {});
  const hosted = useApiQuery(pvpEndpoints.matchList, { scope: "hosted" }, { refetchInterval: HOSTED_REFRESH_MS });
  return (
    <>
      {config.isError && !config.data ? (
        <ErrorState title={t`The match settings could not load.`} onRetry={() => void config.refetch()} retrying={config.isFetching} />
      ) : config.data ? (
        <CreateMatchForm locale={locale} coins={config.data.coins} feeBps={config.data.fee_bps} />
      ) : (
        <Card>
          <SkeletonText lines={5} />
        </Card>
      )}
      {hosted.isError && !hosted.data ? (
        <Card title={<Trans>Your matches</Trans>} flush>
          <ErrorState title={t`Your matches could not load.`} onRetry={() => void hosted.refetch()} retrying={hosted.isFetching} className="p-16" />
        </Card>
      ) : !hosted.data ? (
        <Card title={<Trans>Your matches</Trans>} flush>
          <SkeletonText lines={4} className="p-16" />
        </Card>
      ) : (
        <HostedMatchesCard count={hosted.data.list.length}>
          {hosted.data.list.map((match) => (
            <HostedMatch key={match.match_id} locale={locale} match={match} />
          ))}
        </HostedMatchesCard>
      )}
    </>
  );
}
