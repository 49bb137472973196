// The player's locked bonuses: the total, then each lock's reason and amount with `unlock(lock, label)`
// (its button) when unlockable, else the date it unlocks; `released` (the line that confirms a release)
// between them. No client code of its own: rendered on the server (the page's read for the player) and in
// the browser (LockedRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { formatDateTime } from "@repo/i18n/dates";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import type { ReactNode } from "react";

/** The look of the line that confirms a release, between the total and the list. */
export const RELEASED_LINE_CLASS = "rounded-12 bg-surface-sunken px-12 py-10";

export type Locked = ResponseOf<typeof luckyBearMoneyEndpoints.lockedDetail>;

interface LockedViewProps {
  locale: Locale;
  locked: Locked;
  released: ReactNode;
  /** An unlockable lock's button; `label` is its accessible name. */
  unlock: (lockId: number, label: string) => ReactNode;
}

export function LockedView({ locale, locked, released, unlock }: LockedViewProps) {
  const { t } = useLingui();
  const amount = (value: string) => formatAmount(value, { locale });
  const { coin_name: coin, list } = locked;
  const total = amount(locked.locked_amount);
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
      {released}
      <Card title={t`Locked bonuses`} flush>
        {list.length === 0 ? (
          <EmptyState title={<Trans>Nothing is locked</Trans>} description={<Trans>Bonuses that unlock later show here.</Trans>} />
        ) : (
          <ul aria-label={t`Locked bonuses`} className="m-0 flex list-none flex-col divide-y divide-border p-0">
            {list.map((lock) => {
              const value = amount(lock.amount);
              const when = formatDateTime(lock.unlock_at, { locale });
              return (
                <li key={lock.lock_id} data-testid={`lock-${lock.lock_id}`} className="flex flex-col gap-8 px-16 py-12">
                  <div className="flex items-baseline justify-between gap-12">
                    <span className="min-w-0 text-15 font-semibold text-text">{lock.reason}</span>
                    <span className="shrink-0 font-semibold tabular-nums text-text">
                      {value} {coin}
                    </span>
                  </div>
                  {lock.unlockable ? (
                    unlock(lock.lock_id, t`Unlock ${value} ${coin}`)
                  ) : (
                    <span className="text-13 text-text-muted">
                      <Trans>Unlocks on {when}</Trans>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </>
  );
}
