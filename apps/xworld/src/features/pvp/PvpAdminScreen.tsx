"use client";
// /pvp/admin (exempt from the app-version gate): a host opens matches and settles or cancels them.
import { Trans, useLingui } from "@lingui/react/macro";
import { pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { CreateMatchForm } from "./CreateMatchForm";
import { HostedMatch } from "./HostedMatch";
import { pvpHref } from "./pvp-rules";

export function PvpAdminScreen({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  return (
    <PageFrame locale={locale} back="/pvp" heading={<Trans>Host matches</Trans>}>
      {viewer === "player" ? (
        <HostDesk locale={locale} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={pvpHref(locale, "admin")}
          title={<Trans>Host PvP matches</Trans>}
          description={<Trans>Sign in to open matches, then name the winner when they are played.</Trans>}
        />
      ) : (
        <Card>
          <SkeletonText lines={6} />
        </Card>
      )}
    </PageFrame>
  );
}

function HostDesk({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const config = useApiQuery(pvpEndpoints.config, {});
  const hosted = useApiQuery(pvpEndpoints.matchList, { scope: "hosted" }, { refetchInterval: 10_000 });
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
      <Card title={<Trans>Your matches</Trans>} flush>
        {hosted.isError && !hosted.data ? (
          <ErrorState title={t`Your matches could not load.`} onRetry={() => void hosted.refetch()} retrying={hosted.isFetching} className="p-16" />
        ) : !hosted.data ? (
          <SkeletonText lines={4} className="p-16" />
        ) : hosted.data.list.length === 0 ? (
          <EmptyState title={<Trans>You host no matches yet.</Trans>} description={<Trans>Open one above; players join from the match list.</Trans>} />
        ) : (
          <ul aria-label={t`Your matches`} className="divide-y divide-border">
            {hosted.data.list.map((match) => (
              <HostedMatch key={match.match_id} locale={locale} match={match} />
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
