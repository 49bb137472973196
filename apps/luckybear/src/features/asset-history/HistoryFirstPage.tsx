// One coin's history on the server-rendered page: the server's first page as rows with no client code,
// in the app shell's ServerPagedList; "Show more" loads the pager on its first tap (LaterEntries), which
// adds the next pages' rows after the server's, and from then on the next pages load as the end scrolls
// into view.
import { useLingui } from "@lingui/react/macro";
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import type { Locale } from "@repo/i18n/locales";
import { CoinHistoryCard, HistoryEmpty } from "./CoinHistoryCard";
import type { HistoryPage } from "./history-page";
import { HistoryRow } from "./HistoryRow";
import { LaterEntries } from "./LaterEntries";

export function HistoryFirstPage({ locale, coin, first }: { locale: Locale; coin: string; first: HistoryPage }) {
  const { t } = useLingui();
  return (
    <CoinHistoryCard locale={locale} coin={coin} balance={first.balance}>
      <ServerPagedList
        first={first}
        label={t`${coin} history`}
        empty={<HistoryEmpty />}
        later={<LaterEntries coin={coin} first={first} locale={locale} />}
        footerClassName="px-16 pb-16"
      >
        {first.list.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} locale={locale} />
        ))}
      </ServerPagedList>
    </CoinHistoryCard>
  );
}
