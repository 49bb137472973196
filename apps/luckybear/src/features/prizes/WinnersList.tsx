// Who just won a bet prize (rt_prize_billboard). No client code of its own: rendered on the server (the
// page's read) and in the browser (WinnersRead, which reads it again every 10 seconds).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import type { ReactNode } from "react";

export type Winners = ResponseOf<typeof luckyBearRewardEndpoints.rtPrizeBillboard>;

/** The card around the winners (or their loading or error state). */
export function WinnersCard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <Card title={t`Latest winners`}>{children}</Card>;
}

export function WinnersList({ locale, board }: { locale: Locale; board: Winners }) {
  const { t } = useLingui();
  if (board.list.length === 0) return <EmptyState title={t`No winners yet.`} />;
  return (
    <ul aria-label={t`Latest winners`} className="flex flex-col gap-8" aria-live="polite">
      {board.list.map((entry) => {
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
  );
}
