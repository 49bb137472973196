"use client";
// Who just won a bet prize (rt_prize_billboard), read again every 10 seconds while the screen is open.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { type ServerAnswerOptions, useApiQuery } from "@repo/api-client/react";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";

// Spec: not shown — how often the billboard refreshes. Choice: every 10 s.
export const WINNERS_REFRESH_MS = 10_000;

/** `server`: the page's server read of the billboard (`usePlayerFirst(first).answer(…)`). */
export function WinnersBoard({ locale, server }: { locale: Locale; server: ServerAnswerOptions<ResponseOf<typeof luckyBearRewardEndpoints.rtPrizeBillboard>> }) {
  const { t } = useLingui();
  const board = useApiQuery(luckyBearRewardEndpoints.rtPrizeBillboard, {}, { refetchInterval: WINNERS_REFRESH_MS, ...server });
  return (
    <Card title={t`Latest winners`}>
      {board.isError ? (
        <ErrorState title={t`The winners could not load.`} onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : !board.data ? (
        <SkeletonText lines={3} />
      ) : board.data.list.length === 0 ? (
        <EmptyState title={t`No winners yet.`} />
      ) : (
        <ul aria-label={t`Latest winners`} className="flex flex-col gap-8" aria-live="polite">
          {board.data.list.map((entry) => {
            const user = entry.username;
            const amount = formatAmount(entry.amount, { locale });
            const prize = entry.prize_name;
            return (
              <li key={`${entry.username}-${entry.time}-${entry.prize_name}`} className="text-14 text-text">
                <Trans>
                  {user} won {prize}: {amount}
                </Trans>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
