// One coin's history on the server-rendered page: the server's first page as rows with no client code;
// "Show more" (PagingFooter) loads the pager on its first tap (LaterEntries), which adds the next pages'
// rows after the server's, and from then on the next pages load as the end scrolls into view.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { List } from "@repo/ui/list";
import { PagingFooter } from "../paging/PagingFooter";
import { hasPageAfter } from "../paging/paging-state";
import { ServerPaging } from "../paging/ServerPaging";
import { CoinHistoryCard, HistoryEmpty } from "./CoinHistoryCard";
import type { HistoryPage } from "./history-page";
import { HistoryRow } from "./HistoryRow";
import { LaterEntries } from "./LaterEntries";

export function HistoryFirstPage({ locale, coin, first }: { locale: Locale; coin: string; first: HistoryPage }) {
  const { t } = useLingui();
  return (
    <CoinHistoryCard locale={locale} coin={coin} balance={first.balance}>
      <ServerPaging>
        <List label={t`${coin} history`} empty={<HistoryEmpty />}>
          {first.list.length > 0 ? [...first.list.map((entry) => <HistoryRow key={entry.id} entry={entry} locale={locale} />), <LaterEntries key="later" coin={coin} first={first} locale={locale} />] : null}
        </List>
        <PagingFooter firstHasMore={hasPageAfter(first)} label={<Trans>Show more</Trans>} scroll className="px-16 pb-16" />
      </ServerPaging>
    </CoinHistoryCard>
  );
}
