// Other players' latest withdrawals (recent_withdraw_logs, public): proof that payouts happen. Nothing
// when there are none. No client code: the server renders the list it read, the browser the one it read.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { formatMoney } from "@repo/i18n/currency";
import { formatDateTime, fromUnix } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";

export type WithdrawLogs = ResponseOf<typeof luckyBearLobbyEndpoints.recentWithdrawLogs>;

export function RecentWithdrawalsList({ locale, logs }: { locale: Locale; logs: WithdrawLogs }) {
  const { t } = useLingui();
  if (logs.list.length === 0) return null;
  return (
    <Card title={t`Recent withdrawals`}>
      <ul className="m-0 flex list-none flex-col gap-8 p-0 text-13">
        {logs.list.map((log, index) => {
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
