// One trade of the player's market history: the item, the other side, when, and the money that moved; a
// link to the listing. No client code: the server renders the first page's rows, the browser those of
// the pages "Show more" loads and of its own read.
import { Trans } from "@lingui/react/macro";
import type { Trade } from "@repo/api-client/schemas/market";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ListItem } from "@repo/ui/list/List";
import { formatExact } from "../wallet/format-coin";
import { marketDetailPath } from "./market-query";

export function TradeRow({ locale, trade }: { locale: Locale; trade: Trade }) {
  const other = trade.counterparty.username;
  const when = formatDateTime(trade.time, { locale });
  const spent = trade.amount.startsWith("-");
  const amount = `${formatExact(trade.amount.replace(/^[-+]/, ""), locale)} ${trade.coin_name}`;
  return (
    <ListItem
      href={withLocale(marketDetailPath(trade.listing_id), locale)}
      chevron
      title={trade.item_name}
      subtitle={
        trade.side === "bought" ? (
          <Trans>
            Bought from {other} · {when}
          </Trans>
        ) : (
          <Trans>
            Sold to {other} · {when}
          </Trans>
        )
      }
      trailing={
        <span className={`font-semibold tabular-nums ${spent ? "text-text" : "text-success"}`} data-testid={`trade-${trade.trade_id}`}>
          {spent ? <Trans>-{amount}</Trans> : <Trans>+{amount}</Trans>}
        </span>
      }
    />
  );
}
