"use client";
// /market/history (login-required): the player's trades, bought and sold, newest first, 20 a page,
// each with the item, the other side, the money that moved and when.
import { Trans, useLingui } from "@lingui/react/macro";
import { marketEndpoints } from "@repo/api-client/endpoints/market";
import type { Trade, TradeSide } from "@repo/api-client/schemas/market";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ListItem } from "@repo/ui/list";
import { Tabs } from "@repo/ui/tabs";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { formatExact } from "../wallet/format-coin";
import { EmptyHistory, PagedHistory } from "../wallet/PagedHistory";
import { marketDetailPath, marketPath } from "./market-rules";

type SideFilter = "all" | TradeSide;

export function MarketHistoryScreen({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const [side, setSide] = useState<SideFilter>("all");
  return (
    <PageFrame locale={locale} back={marketPath({})} heading={<Trans>My trades</Trans>}>
      <Card flush>
        <Tabs
          label={t`My trades`}
          stretch
          value={side}
          onValueChange={setSide}
          items={[
            { value: "all", label: <Trans>All</Trans> },
            { value: "bought", label: <Trans>Bought</Trans> },
            { value: "sold", label: <Trans>Sold</Trans> },
          ]}
        >
          <Trades key={side} locale={locale} side={side} />
        </Tabs>
      </Card>
    </PageFrame>
  );
}

function Trades({ locale, side }: { locale: Locale; side: SideFilter }) {
  const { t } = useLingui();
  const router = useRouter();
  const query = useApiInfiniteQuery(marketEndpoints.history, side === "all" ? {} : { side });
  return (
    <PagedHistory
      query={query}
      label={t`Trades`}
      empty={<EmptyHistory title={<Trans>No trades yet</Trans>} description={<Trans>What you buy and sell on the market will show here.</Trans>} />}
      renderRow={(trade) => <TradeRow key={trade.trade_id} locale={locale} trade={trade} onOpen={() => router.push(withLocale(marketDetailPath(trade.listing_id), locale))} />}
    />
  );
}

function TradeRow({ locale, trade, onOpen }: { locale: Locale; trade: Trade; onOpen: () => void }) {
  const other = trade.counterparty.username;
  const when = formatDateTime(trade.time, { locale });
  const spent = trade.amount.startsWith("-");
  const amount = `${formatExact(trade.amount.replace(/^[-+]/, ""), locale)} ${trade.coin_name}`;
  return (
    <ListItem
      onSelect={onOpen}
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
