"use client";
// The browser's read of a pool (the server had none for this reader: another login, a login only Telegram
// or the host app knows, or a failed read): a skeleton, the pool with its parts (a change reads it again),
// not found, or a failure with Retry; in the page's frame, headed by the pool once read.
import { Trans, useLingui } from "@lingui/react/macro";
import { poolEndpoints } from "@repo/api-client/endpoints/pool";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { Countdown } from "@repo/ui/countdown";
import { ErrorState } from "@repo/ui/error-state";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { JoinWithCoins } from "./JoinWithCoins";
import { PoolDetailView } from "./PoolDetailView";
import { PoolNotFound } from "./PoolNotFound";
import { PoolTasks } from "./PoolTasks";
import { ReceivePoolPrize } from "./ReceivePoolPrize";
import { POOL_NOT_FOUND } from "./pool-codes";

const usePool = (poolId: number, enabled: boolean) => useApiQuery(poolEndpoints.poolDetail, { pool_id: poolId }, { enabled });

export function PoolDetailRead({ locale, poolId }: { locale: Locale; poolId: number }) {
  const viewer = useViewer();
  const detail = usePool(poolId, viewer !== "pending");
  return (
    <PageFrame locale={locale} back="/pool" heading={detail.data?.title ?? <Trans>Prize pool</Trans>}>
      <PoolContent locale={locale} player={viewer === "player"} detail={detail} />
    </PageFrame>
  );
}

function PoolContent({ locale, player, detail }: { locale: Locale; player: boolean; detail: ReturnType<typeof usePool> }) {
  const { t } = useLingui();
  const reread = () => void detail.refetch();
  if (isBusinessError(detail.error, POOL_NOT_FOUND)) return <PoolNotFound locale={locale} />;
  if (detail.isError && !detail.data) return <ErrorState title={t`This pool could not load.`} onRetry={reread} retrying={detail.isFetching} />;
  if (!detail.data) return <FormSkeleton />;
  const pool = detail.data;
  return (
    <PoolDetailView
      locale={locale}
      pool={pool}
      player={player}
      parts={{
        countdown: <Countdown target={pool.end_at * 1000} onEnd={reread} label={t`Ends in`} className="text-15 text-text" />,
        join: <JoinWithCoins locale={locale} pool={pool} />,
        tasks: <PoolTasks locale={locale} poolId={pool.pool_id} tasks={pool.tasks} />,
        receive: ({ part, received }) => <ReceivePoolPrize locale={locale} poolId={pool.pool_id} coin={pool.prize_coin} part={part} received={received} />,
      }}
    />
  );
}
