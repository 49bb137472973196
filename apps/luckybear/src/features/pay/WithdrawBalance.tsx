"use client";
// What can be withdrawn now (the LB-USDT balance) and what cannot yet (locked bonuses, with when
// each unlocks; a due one can be released to the balance here, through the locked page's useUnlock:
// one request per tap, an idempotency key per lock reused on the retry).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { formatMoney } from "@repo/i18n/currency";
import { formatDate, fromUnix } from "@repo/i18n/dates";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { UnlockResult } from "../locked/UnlockResult";
import { useUnlock } from "../locked/use-unlock";
import { useUnlockFailureText } from "../locked/use-unlock-failure-text";

type Lock = ResponseOf<typeof luckyBearMoneyEndpoints.lockedDetail>["list"][number];

export interface WithdrawBalanceProps {
  locale: Locale;
  balanceUsdt: string;
  lockedUsdt: string;
  /** The balance in the player's currency. */
  withdrawableLocal: string;
  currency: string;
  locks: readonly Lock[];
  /** Re-reads the locks after each release attempt (done or refused). */
  onLocksChanged: () => void;
}

export function WithdrawBalance({
  locale,
  balanceUsdt,
  lockedUsdt,
  withdrawableLocal,
  currency,
  locks,
  onLocksChanged,
}: WithdrawBalanceProps) {
  const { t } = useLingui();
  const unlock = useUnlock(onLocksChanged);
  const failureText = useUnlockFailureText();
  const balance = formatAmount(balanceUsdt, { locale });
  const local = formatMoney(withdrawableLocal, { locale, currency, compact: false });
  const locked = formatAmount(lockedUsdt, { locale });
  const hasLocked = Number(lockedUsdt) > 0;
  return (
    <Card title={t`Withdrawable balance`}>
      <p className="text-28 font-bold tabular-nums text-text" aria-live="polite">
        <Trans>{balance} USDT</Trans>
      </p>
      <p className="text-13 text-text-muted">
        <Trans>≈ {local}</Trans>
      </p>
      <UnlockResult locale={locale} released={unlock.released} className="mt-12" />
      {hasLocked ? (
        <div className="mt-12 rounded-12 bg-surface-sunken px-12 py-10">
          <p className="text-14 font-semibold text-text">
            <Trans>Locked: {locked} USDT</Trans>
          </p>
          <p className="text-13 text-text-muted">
            <Trans>Bonus funds stay locked until they are released, and cannot be withdrawn before.</Trans>
          </p>
          {locks.length > 0 ? (
            <ul aria-label={t`Locked funds`} className="m-0 mt-8 flex list-none flex-col gap-8 p-0">
              {locks.map((lock) => {
                const row = unlock.rowOf(lock.lock_id);
                return (
                  <LockRow
                    key={lock.lock_id}
                    lock={lock}
                    locale={locale}
                    releasing={row.releasing}
                    blocked={row.blocked}
                    failure={row.error ? failureText(row.error) : null}
                    onRelease={() => unlock.release(lock.lock_id)}
                  />
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

interface LockRowProps {
  lock: Lock;
  locale: Locale;
  /** This lock's release is on its way. */
  releasing: boolean;
  /** Another lock's release is on its way (one at a time). */
  blocked: boolean;
  failure: string | null;
  onRelease: () => void;
}

function LockRow({ lock, locale, releasing, blocked, failure, onRelease }: LockRowProps) {
  const amount = formatAmount(lock.amount, { locale });
  const date = formatDate(fromUnix(lock.unlock_at), { locale });
  const reason = lock.reason;
  return (
    <li className="flex flex-col gap-4 text-13">
      <span className="flex items-center justify-between gap-8">
        <span className="min-w-0">
          <span className="block font-semibold text-text">
            <Trans>
              {reason}: {amount} USDT
            </Trans>
          </span>
          <span className="block text-text-muted">
            {lock.unlockable ? <Trans>Can be released now</Trans> : <Trans>Released on {date}</Trans>}
          </span>
        </span>
        {lock.unlockable ? (
          <Button size="sm" variant="secondary" loading={releasing} disabled={blocked} onClick={onRelease}>
            <Trans>Release</Trans>
          </Button>
        ) : null}
      </span>
      {failure ? (
        <p role="alert" className="text-13 text-danger">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
