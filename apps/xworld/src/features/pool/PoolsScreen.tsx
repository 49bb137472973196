"use client";
// /pool (renders before app start, open to guests): running pools with their prize, countdown and the
// player's share, and ended pools with what they paid; each opens its own page. The list comes rendered
// from the server as a guest sees it (public), and is read again once a player's login arrives; a
// signed-in player who navigates here reads their own (`useGuestAnswer`: the list carries their shares).
import { Trans, useLingui } from "@lingui/react/macro";
import { poolEndpoints, type Pool } from "@repo/api-client/endpoints/pool";
import { useApiQuery } from "@repo/api-client/react";
import { useGuestAnswer } from "@repo/app-shell/hooks/use-guest-answer";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { Tabs } from "@repo/ui/tabs";
import { useState } from "react";
import type { PoolsFirst } from "./load-pools";
import { PoolRow } from "./PoolRow";

type PoolTab = "running" | "ended";

/** `first`: what the server fetched when the page opened (nothing when it could not). */
export function PoolsScreen({ locale, first }: { locale: Locale; first?: PoolsFirst }) {
  const { t } = useLingui();
  const pools = useApiQuery(poolEndpoints.poolList, {}, useGuestAnswer(first?.pools));
  const [tab, setTab] = useState<PoolTab>("running");
  const list = pools.data?.list.filter((pool) => pool.status === tab) ?? [];
  const reread = () => void pools.refetch();
  return (
    <PageFrame locale={locale} heading={<Trans>Prize pools</Trans>}>
      <p className="text-14 text-text-muted">
        <Trans>Buy shares with coins or earn them with tasks. When a pool ends, its prize is split among the shares.</Trans>
      </p>
      <Card flush>
        <Tabs
          label={t`Pools`}
          stretch
          value={tab}
          onValueChange={setTab}
          items={[
            { value: "running", label: t`Running` },
            { value: "ended", label: t`Ended` },
          ]}
        >
          {pools.isError && !pools.data ? (
            <ErrorState title={t`The pools could not load.`} onRetry={reread} retrying={pools.isFetching} />
          ) : (
            <List
              label={tab === "running" ? t`Running pools` : t`Ended pools`}
              loading={pools.isPending}
              empty={<EmptyState title={tab === "running" ? <Trans>No pool is running right now.</Trans> : <Trans>No pool has ended yet.</Trans>} />}
            >
              {list.map((pool: Pool) => (
                <PoolRow key={pool.pool_id} locale={locale} pool={pool} onEnd={reread} />
              ))}
            </List>
          )}
        </Tabs>
      </Card>
    </PageFrame>
  );
}
