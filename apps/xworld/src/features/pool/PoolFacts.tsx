// A pool's prize, time left (`countdown`, the caller's client part) or when it ended, the shares and the
// player's part of them. No client code of its own: rendered on the server and in the browser's read.
import { Trans } from "@lingui/react/macro";
import type { Pool } from "@repo/api-client/endpoints/pool";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { SummaryList, type SummaryRow } from "@repo/ui/summary-list";
import type { ReactNode } from "react";
import { formatExact } from "../wallet/format-coin";
import { prizePart, sharePercent } from "./pool-math";

/** Spec: not shown — the prize coin's decimals on a running pool's estimate. Choice: 6 (the finest any coin has); the server's own result is shown once the pool ended. */
const ESTIMATE_DECIMALS = 6;

/** `countdown`: a running pool's time left (a client part: the kit's Countdown, labelled "Ends in"). */
export function PoolFacts({ locale, pool, countdown }: { locale: Locale; pool: Pool; countdown: ReactNode }) {
  const prize = formatExact(pool.prize, locale);
  const coin = pool.prize_coin;
  const mine = pool.my_shares;
  const total = pool.total_shares;
  const percent = sharePercent(mine, total);
  const estimate = formatExact(prizePart(pool.prize, mine, total, ESTIMATE_DECIMALS), locale);
  const price = formatExact(pool.share_price, locale);
  const shareCoin = pool.share_coin;
  const participants = pool.participants;
  const rows: SummaryRow[] = [
    { id: "shares", label: <Trans>All shares</Trans>, value: String(total), testId: "pool-total-shares" },
    { id: "players", label: <Trans>Players</Trans>, value: String(participants) },
    { id: "price", label: <Trans>Share price</Trans>, value: `${price} ${shareCoin}` },
    { id: "mine", label: <Trans>Your shares</Trans>, value: mine > 0 ? <Trans>{mine} ({percent} %)</Trans> : "0", testId: "pool-my-shares", emphasis: mine > 0 },
  ];
  if (pool.status === "running" && mine > 0) {
    rows.push({ id: "estimate", label: <Trans>Your part if it ended now</Trans>, value: `≈ ${estimate} ${coin}` });
  }
  const endedAt = formatDateTime(pool.end_at, { locale });
  return (
    <Card>
      <div className="flex items-center gap-12">
        <img src={pool.icon} alt="" width={56} height={56} className="size-56 shrink-0 rounded-12 bg-surface-sunken" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="text-13 text-text-muted">
            <Trans>Prize</Trans>
          </p>
          <p className="text-24 font-bold tabular-nums text-primary" data-testid="pool-prize">
            {prize} {coin}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end text-12 text-text-muted">
          {pool.status === "running" ? (
            <>
              <Trans>Ends in</Trans>
              {countdown}
            </>
          ) : (
            <Trans>Ended {endedAt}</Trans>
          )}
        </div>
      </div>
      <SummaryList className="mt-12" rows={rows} />
    </Card>
  );
}
