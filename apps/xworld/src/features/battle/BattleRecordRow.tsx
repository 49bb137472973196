// One battle entered: its day, runs, best score and rank, and whether it runs, ended or paid. No client
// code: the server renders the first page's rows, the browser those of the pages "Show more" loads.
import { useLingui } from "@lingui/react/macro";
import type { BattleRecord } from "@repo/api-client/endpoints/battle";
import { formatDate } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list/List";
import { StatusPill } from "@repo/ui/status-pill";
import { formatExact } from "../wallet/format-coin";

export function BattleRecordRow({ locale, item }: { locale: Locale; item: BattleRecord }) {
  const { t } = useLingui();
  const day = formatDate(item.ends_at - 1, { locale });
  const entries = item.entries;
  const best = item.best_score;
  const rank = item.rank === null ? "--" : String(item.rank);
  const prize = item.prize ? formatExact(item.prize, locale) : null;
  const coin = item.coin_name;
  return (
    <ListItem
      title={t`Battle of ${day}`}
      subtitle={t`${entries} runs · best ${best} · rank ${rank}`}
      trailing={
        item.status === "running" ? (
          <StatusPill tone="info">{t`Running`}</StatusPill>
        ) : prize ? (
          <StatusPill tone="success">{t`Won ${prize} ${coin}`}</StatusPill>
        ) : (
          <StatusPill tone="neutral">{t`Ended`}</StatusPill>
        )
      }
    />
  );
}
