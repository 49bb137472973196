// /pool/[poolId]: one pool: its prize, countdown and the player's share; joining with coins or with
// finished tasks while it runs; once it ended, what it paid and the player's part, received once.
// A server component: the server reads the pool as the player the login cookies name (with their shares,
// tasks and part) or as a guest, and renders it there (ServerPlayerContent keeps it while this render is
// that reader's). Its client code: the countdown (at zero the page renders again on the server) and, loaded
// after start, the share purchase, the tasks' takes and the prize's receive (each renders the page again
// on the server after a success). Another reader or a failed read gets the browser's read (PoolFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { ViewerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import type { PoolFirst } from "./load-pool";
import { PoolDetailView } from "./PoolDetailView";
import { RefreshingCountdown } from "@repo/app-shell/refreshing-countdown";
import { PoolNotFound } from "./PoolNotFound";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { JoinFormSkeleton } from "./JoinFormSkeleton";
import { JoinWithCoinsPart, PoolFromBrowser, PoolTasksPart, ReceivePoolPrizePart } from "./PoolParts";
import { PoolTasksList } from "./PoolTasksList";
import { ReceivePrizeArea } from "./ReceivePrizeArea";

export interface PoolDetailScreenProps {
  locale: Locale;
  poolId: number | null;
  /** What the server read when the page opened, and for whom (nothing when it could not). */
  first?: ViewerFirst<PoolFirst> | null;
}

export function PoolDetailScreen({ locale, poolId, first }: PoolDetailScreenProps) {
  const { t } = useLingui();
  const pool = first?.data.pool;
  const frame = (heading: ReactNode, content: ReactNode) => (
    <PageFrame locale={locale} back="/pool" heading={heading}>
      {content}
    </PageFrame>
  );
  if (poolId === null || first?.data.missing) return frame(<Trans>Prize pool</Trans>, <PoolNotFound locale={locale} />);
  // The browser's read draws its own frame, headed by the pool once read.
  const fromBrowser = <PoolFromBrowser locale={locale} poolId={poolId} placeholder={frame(<Trans>Prize pool</Trans>, <FormSkeleton />)} />;
  if (!first || !pool) return fromBrowser;
  return (
    <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
      {frame(
        pool.title,
        <PoolDetailView
          locale={locale}
          pool={pool}
          player={first.userId !== null}
          parts={{
            countdown: <RefreshingCountdown endsAt={pool.end_at} label={t`Ends in`} className="text-15 text-text" />,
            join: <JoinWithCoinsPart locale={locale} pool={pool} refreshPage placeholder={<JoinFormSkeleton />} />,
            tasks: (
              <PoolTasksPart locale={locale} poolId={pool.pool_id} tasks={pool.tasks} refreshPage placeholder={<PoolTasksList locale={locale} tasks={pool.tasks} />} />
            ),
            receive: ({ part, received }) => (
              <ReceivePoolPrizePart
                locale={locale}
                poolId={pool.pool_id}
                coin={pool.prize_coin}
                part={part}
                received={received}
                refreshPage
                placeholder={<ReceivePrizeArea coin={pool.prize_coin} part={part} received={received} />}
              />
            ),
          }}
        />,
      )}
    </ServerPlayerContent>
  );
}
