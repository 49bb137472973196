"use client";
// Other players' latest withdrawals (recent_withdraw_logs, public): proof that payouts happen.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { type ServerAnswerOptions, useApiQuery } from "@repo/api-client/react";
import { formatMoney } from "@repo/i18n/currency";
import { formatDateTime, fromUnix } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";

/** `first`: the server's answer, when the page has it. */
export function RecentWithdrawals({ locale, first }: { locale: Locale; first?: ServerAnswerOptions<ResponseOf<typeof luckyBearLobbyEndpoints.recentWithdrawLogs>> }) {
  const { t } = useLingui();
  const logs = useApiQuery(luckyBearLobbyEndpoints.recentWithdrawLogs, {}, first);
  // A side note: nothing to show when it fails or is empty.
  if (!logs.data || logs.data.list.length === 0) return null;
  return (
    <Card title={t`Recent withdrawals`}>
      <ul className="m-0 flex list-none flex-col gap-8 p-0 text-13">
        {logs.data.list.map((log, index) => {
          const amount = formatMoney(log.amount, { locale, currency: log.currency, compact: false });
          const { username } = log;
          return (
            <li key={`${log.username}-${log.time}-${index}`} className="flex flex-col">
              <span className="text-text">
                <Trans>
                  {username} withdrew {amount}
                </Trans>
              </span>
              <span className="text-12 text-text-muted tabular-nums">{formatDateTime(fromUnix(log.time), { locale })}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
