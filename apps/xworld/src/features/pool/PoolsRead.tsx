"use client";
// The pools read by the browser: for a reader the server did not read for (a player whose login the
// server did not know, another login) or when the server's read failed; a retry when the read fails, and
// at a countdown's zero the list is read again. Loaded only then (PoolsFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { poolEndpoints } from "@repo/api-client/endpoints/pool";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Countdown } from "@repo/ui/countdown";
import { ErrorState } from "@repo/ui/error-state";
import { PoolList, type PoolTab } from "./PoolList";
import { PoolTabs } from "./PoolTabs";

export function PoolsRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const pools = useApiQuery(poolEndpoints.poolList, {});
  const reread = () => void pools.refetch();
  const panel = (tab: PoolTab) =>
    pools.isError && !pools.data ? (
      <ErrorState title={t`The pools could not load.`} onRetry={reread} retrying={pools.isFetching} />
    ) : (
      <PoolList
        locale={locale}
        tab={tab}
        pools={pools.data?.list}
        countdown={(pool) => <Countdown target={pool.end_at * 1000} onEnd={reread} label={t`Ends in`} className="text-13 text-text" />}
      />
    );
  return <PoolTabs running={panel("running")} ended={panel("ended")} />;
}
