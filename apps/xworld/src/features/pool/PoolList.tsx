// The pools of one tab (running or ended), each a link to its page; a running one's countdown is the
// caller's (`countdown`). No client code of its own: rendered on the server (the page's read) and in the
// browser (PoolsRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { Pool } from "@repo/api-client/endpoints/pool";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import { List } from "@repo/ui/list";
import type { ReactNode } from "react";
import { PoolRow } from "./PoolRow";

export type PoolTab = "running" | "ended";

/** `pools` undefined: still loading. */
export function PoolList({ locale, tab, pools, countdown }: { locale: Locale; tab: PoolTab; pools: readonly Pool[] | undefined; countdown: (pool: Pool) => ReactNode }) {
  const { t } = useLingui();
  return (
    <List
      label={tab === "running" ? t`Running pools` : t`Ended pools`}
      loading={!pools}
      empty={<EmptyState title={tab === "running" ? <Trans>No pool is running right now.</Trans> : <Trans>No pool has ended yet.</Trans>} />}
    >
      {pools
        ?.filter((pool) => pool.status === tab)
        .map((pool) => <PoolRow key={pool.pool_id} locale={locale} pool={pool} countdown={pool.status === "running" ? countdown(pool) : null} />)}
    </List>
  );
}
