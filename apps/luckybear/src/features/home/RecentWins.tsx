import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";

type Win = ResponseOf<typeof luckyBearLobbyEndpoints.query>["recent_wins"][number];

export function RecentWins({ wins, locale }: { wins: Win[]; locale: Locale }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Recent wins`} className="m-0 flex list-none flex-col gap-6 rounded-12 bg-surface-raised p-12 text-13">
      {wins.slice(0, 5).map((win) => {
        const amount = formatAmount(win.amount, { locale });
        const { username, game_name: gameName } = win;
        return (
          <li key={`${win.username}-${win.time}`} className="flex items-center justify-between gap-8">
            <span className="min-w-0 truncate">
              <Trans>
                <strong className="font-semibold">{username}</strong> won on {gameName}
              </Trans>
            </span>
            <span className="shrink-0 font-semibold text-accent tabular-nums">
              +{amount} {win.currency}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
