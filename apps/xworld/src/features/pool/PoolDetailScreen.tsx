"use client";
// /pool/[poolId]: one pool: its prize, countdown and the player's share; joining with coins or with
// finished tasks while it runs; once it ended, what it paid and the player's part, received once.
import { Trans, useLingui } from "@lingui/react/macro";
import { poolEndpoints, type PoolDetail } from "@repo/api-client/endpoints/pool";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import Link from "@repo/app-shell/link";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { JoinWithCoins } from "./JoinWithCoins";
import { PoolFacts } from "./PoolFacts";
import { PoolResult } from "./PoolResult";
import { PoolTasks } from "./PoolTasks";

/** Spec: not shown — an unknown id's code. Choice: the dev API's 1002. */
const NOT_FOUND = 1002;

export function PoolDetailScreen({ locale, poolId }: { locale: Locale; poolId: number | null }) {
  const { t } = useLingui();
  const viewer = useViewer();
  const detail = useApiQuery(poolEndpoints.poolDetail, { pool_id: poolId ?? 0 }, { enabled: poolId !== null && viewer !== "pending" });
  const reread = () => void detail.refetch();
  let content;
  if (poolId === null || isBusinessError(detail.error, NOT_FOUND)) {
    content = (
      <EmptyState
        title={<Trans>This pool does not exist.</Trans>}
        action={
          <Link href={withLocale("/pool", locale)} className="font-semibold text-link">
            <Trans>See all pools</Trans>
          </Link>
        }
      />
    );
  } else if (detail.isError && !detail.data) {
    content = <ErrorState title={t`This pool could not load.`} onRetry={reread} retrying={detail.isFetching} />;
  } else if (!detail.data) {
    content = <FormSkeleton />;
  } else {
    content = <PoolContent locale={locale} pool={detail.data} player={viewer === "player"} onChange={reread} />;
  }
  return (
    <PageFrame locale={locale} back="/pool" heading={detail.data?.title ?? <Trans>Prize pool</Trans>}>
      {content}
    </PageFrame>
  );
}

function PoolContent({ locale, pool, player, onChange }: { locale: Locale; pool: PoolDetail; player: boolean; onChange: () => void }) {
  const running = pool.status === "running";
  return (
    <>
      <PoolFacts locale={locale} pool={pool} onEnd={onChange} />
      {pool.result ? <PoolResult locale={locale} pool={pool} result={pool.result} player={player} /> : null}
      {running && player ? (
        <>
          <JoinWithCoins locale={locale} pool={pool} />
          <PoolTasks locale={locale} pool={pool} />
        </>
      ) : null}
      {running && !player ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale(`/pool/${pool.pool_id}`, locale)}
          title={<Trans>Sign in to join this pool</Trans>}
          description={<Trans>Buy shares with coins or earn them with tasks; the prize is split among the shares when the pool ends.</Trans>}
        />
      ) : null}
    </>
  );
}
