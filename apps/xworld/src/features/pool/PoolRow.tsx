// One pool in the list: its prize, its countdown to the end (`countdown`, given by the caller: it knows
// what reads the list again at zero) or when it ended, and the reader's share. No client code of its own.
import { Trans } from "@lingui/react/macro";
import type { Pool } from "@repo/api-client/endpoints/pool";
import { formatDate } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import Link from "@repo/app-shell/link";
import type { ReactNode } from "react";
import { formatExact } from "../wallet/format-coin";
import { sharePercent } from "./pool-math";

export function PoolRow({ locale, pool, countdown }: { locale: Locale; pool: Pool; countdown: ReactNode }) {
  const prize = formatExact(pool.prize, locale);
  const coin = pool.prize_coin;
  const mine = pool.my_shares;
  const total = pool.total_shares;
  const percent = sharePercent(mine, total);
  const ended = formatDate(pool.end_at, { locale });
  return (
    <li>
      <Link href={withLocale(`/pool/${pool.pool_id}`, locale)} className="flex items-center gap-12 px-16 py-12 active:bg-surface-sunken">
        <img src={pool.icon} alt="" width={44} height={44} className="size-44 shrink-0 rounded-12 bg-surface-sunken" />
        <span className="flex min-w-0 flex-1 flex-col gap-2">
          <span className="line-clamp-2 break-words text-15 font-semibold text-text">{pool.title}</span>
          <span className="text-13 text-text-muted">
            <Trans>
              Prize {prize} {coin}
            </Trans>
          </span>
          <span className="text-12 text-text-muted">
            {mine > 0 ? (
              <Trans>
                Your shares: {mine} of {total} ({percent} %)
              </Trans>
            ) : (
              <Trans>Shares: {total}</Trans>
            )}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end text-12 text-text-muted">
          {pool.status === "running" ? (
            <>
              <Trans>Ends in</Trans>
              {countdown}
            </>
          ) : (
            <Trans>Ended {ended}</Trans>
          )}
        </span>
      </Link>
    </li>
  );
}
