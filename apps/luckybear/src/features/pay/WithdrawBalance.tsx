"use client";
// What can be withdrawn now (the LB-USDT balance) and what cannot yet (locked bonuses, with when
// each unlocks; a due one can be released to the balance here).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";
import { useApiMutation } from "@repo/api-client/react";
import { formatMoney } from "@repo/i18n/currency";
import { formatDate, fromUnix } from "@repo/i18n/dates";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";

type Lock = ResponseOf<typeof lb.lockedDetail>["list"][number];

export interface WithdrawBalanceProps {
  locale: Locale;
  balanceUsdt: string;
  lockedUsdt: string;
  /** The balance in the player's currency. */
  withdrawableLocal: string;
  currency: string;
  locks: readonly Lock[];
}

export function WithdrawBalance({ locale, balanceUsdt, lockedUsdt, withdrawableLocal, currency, locks }: WithdrawBalanceProps) {
  const { t } = useLingui();
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
              {locks.map((lock) => (
                <LockRow key={lock.lock_id} lock={lock} locale={locale} />
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

function LockRow({ lock, locale }: { lock: Lock; locale: Locale }) {
  const unlock = useApiMutation(lb.unlock);
  const amount = formatAmount(lock.amount, { locale });
  const date = formatDate(fromUnix(lock.unlock_at), { locale });
  const reason = lock.reason;
  return (
    <li className="flex items-center justify-between gap-8 text-13">
      <span className="min-w-0">
        <span className="block font-medium text-text">
          <Trans>
            {reason}: {amount} USDT
          </Trans>
        </span>
        <span className="block text-text-muted">{lock.unlockable ? <Trans>Can be released now</Trans> : <Trans>Released on {date}</Trans>}</span>
      </span>
      {lock.unlockable ? (
        <Button size="sm" variant="secondary" loading={unlock.isPending} onClick={() => unlock.mutate({ lock_id: lock.lock_id })}>
          <Trans>Release</Trans>
        </Button>
      ) : null}
    </li>
  );
}
