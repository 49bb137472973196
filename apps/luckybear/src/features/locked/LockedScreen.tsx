"use client";
// /luckybear/money/locked: the player's locked bonuses (locked_detail): what is locked and why, what can
// be released now (unlock, once per tap) and when the rest unlocks.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { useApiQuery } from "@repo/api-client/react";
import { type PlayerAnswers, usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { formatDateTime } from "@repo/i18n/dates";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { useCallback } from "react";
import type { LockedFirst } from "./load-locked";
import { UnlockResult } from "./UnlockResult";
import { useUnlock } from "./use-unlock";
import { useUnlockFailureText } from "./use-unlock-failure-text";

export interface LockedScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<LockedFirst> | null;
}

export function LockedScreen({ locale, first }: LockedScreenProps) {
  const server = usePlayerFirst(first);
  return (
    <PageFrame locale={locale} back="/luckybear/me" heading={<Trans>Locked bonuses</Trans>}>
      {server.signedIn ? <PlayerLocked locale={locale} server={server} /> : null}
    </PageFrame>
  );
}

/** Mounted for a player: the one the session knows, or the one the server rendered for (their first data in hand). */
function PlayerLocked({ locale, server }: { locale: Locale; server: PlayerAnswers<LockedFirst> }) {
  const { t } = useLingui();
  const locked = useApiQuery(luckyBearMoneyEndpoints.lockedDetail, {}, server.answer(server.data?.locked));
  const refetch = locked.refetch;
  const reread = useCallback(() => void refetch(), [refetch]);
  const unlock = useUnlock(reread);
  const failureText = useUnlockFailureText();
  const amount = (value: string) => formatAmount(value, { locale });

  if (locked.isError && !locked.data) {
    return <ErrorState title={t`Your locked bonuses could not load.`} onRetry={() => void locked.refetch()} retrying={locked.isFetching} />;
  }
  if (!locked.data) {
    return (
      <Card>
        <SkeletonText lines={4} />
      </Card>
    );
  }
  const { coin_name: coin, list } = locked.data;
  const total = amount(locked.data.locked_amount);
  return (
    <>
      <Card>
        <p className="text-13 text-text-muted">
          <Trans>Locked in total</Trans>
        </p>
        <p className="text-28 font-bold tabular-nums text-text" data-testid="locked-total">
          {total} {coin}
        </p>
        <p className="mt-4 text-13 text-text-muted">
          <Trans>A locked bonus is not part of your balance until it unlocks; then release it here.</Trans>
        </p>
      </Card>
      <UnlockResult locale={locale} released={unlock.released} className="rounded-12 bg-surface-sunken px-12 py-10" />
      <Card title={t`Locked bonuses`} flush>
        {list.length === 0 ? (
          <EmptyState title={<Trans>Nothing is locked</Trans>} description={<Trans>Bonuses that unlock later show here.</Trans>} />
        ) : (
          <ul aria-label={t`Locked bonuses`} className="m-0 flex list-none flex-col divide-y divide-border p-0">
            {list.map((lock) => {
              const value = amount(lock.amount);
              const when = formatDateTime(lock.unlock_at, { locale });
              const row = unlock.rowOf(lock.lock_id);
              const failure = row.error ? failureText(row.error) : null;
              return (
                <li key={lock.lock_id} data-testid={`lock-${lock.lock_id}`} className="flex flex-col gap-8 px-16 py-12">
                  <div className="flex items-baseline justify-between gap-12">
                    <span className="min-w-0 text-15 font-semibold text-text">{lock.reason}</span>
                    <span className="shrink-0 font-semibold tabular-nums text-text">
                      {value} {coin}
                    </span>
                  </div>
                  {lock.unlockable ? (
                    <Button
                      size="sm"
                      loading={row.releasing}
                      disabled={row.blocked}
                      onClick={() => unlock.release(lock.lock_id)}
                      aria-label={t`Unlock ${value} ${coin}`}
                    >
                      <Trans>Unlock</Trans>
                    </Button>
                  ) : (
                    <span className="text-13 text-text-muted">
                      <Trans>Unlocks on {when}</Trans>
                    </span>
                  )}
                  {failure ? (
                    <p role="alert" className="text-13 text-danger">
                      {failure}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </>
  );
}
