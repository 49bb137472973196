// The player's trades of one side, newest first, 20 a page: the first page as the server read it, with
// no client code; "Show more" loads the next pages in the browser (LaterTrades).
import { useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { marketEndpoints } from "@repo/api-client/endpoints/market";
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import type { Locale } from "@repo/i18n/locales";
import { LaterTrades } from "./LaterTrades";
import type { TradeFilter } from "./trade-filter";
import { TradeRow } from "./TradeRow";
import { TradesEmpty } from "./TradesEmpty";

export type TradesPage = ResponseOf<typeof marketEndpoints.history>;

export function TradePages({ first, filter, locale }: { first: TradesPage; filter: TradeFilter; locale: Locale }) {
  const { t } = useLingui();
  return (
    <ServerPagedList first={first} label={t`Trades`} empty={<TradesEmpty />} later={<LaterTrades first={first} filter={filter} locale={locale} />} count>
      {first.list.map((trade) => (
        <TradeRow key={trade.trade_id} locale={locale} trade={trade} />
      ))}
    </ServerPagedList>
  );
}
