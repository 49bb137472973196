"use client";
// The opened orders tab's pager: the pages after the server's first, as rows after its rows; one pager per
// history, picked by the tab the server read.
import { payEndpoints } from "@repo/api-client/endpoints/pay";
import { walletHistoryEndpoints } from "@repo/api-client/endpoints/wallet-history";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import type { Locale } from "@repo/i18n/locales";
import { memo } from "react";
import { PayoutRow } from "../payment/PayoutRow";
import { HISTORY_PAGE_SIZE } from "./history-paging";
import { LedgerRow } from "./LedgerRow";
import { OnchainRow } from "./OnchainRow";
import type { OrderFirstPage } from "./order-pages";
import { TransferRow } from "./TransferRow";
import { useLedgerKindLabel } from "./use-ledger-kind-label";

const LaterTransfer = memo(TransferRow);
const LaterLedger = memo(LedgerRow);
const LaterOnchain = memo(OnchainRow);
const LaterPayout = memo(PayoutRow);
const INPUT = { page_size: HISTORY_PAGE_SIZE };

type PagerProps<T extends OrderFirstPage["tab"]> = { first: Extract<OrderFirstPage, { tab: T }>; locale: Locale } & PagerReport;

export function MoreOrders({ first, locale, onChange }: { first: OrderFirstPage; locale: Locale } & PagerReport) {
  switch (first.tab) {
    case "transfers":
      return <MoreTransfers first={first} locale={locale} onChange={onChange} />;
    case "wallet":
      return <MoreLedger first={first} locale={locale} onChange={onChange} />;
    case "onchain":
      return <MoreOnchain first={first} locale={locale} onChange={onChange} />;
    case "payouts":
      return <MorePayouts first={first} locale={locale} onChange={onChange} />;
  }
}

function MoreTransfers({ first, locale, onChange }: PagerProps<"transfers">) {
  const later = useMorePages(walletHistoryEndpoints.transferHistory, INPUT, { first: first.page, idKey: "id", onChange });
  return later.map((item) => <LaterTransfer key={item.id} item={item} locale={locale} />);
}

function MoreLedger({ first, locale, onChange }: PagerProps<"wallet">) {
  const later = useMorePages(walletHistoryEndpoints.offchainHistory, INPUT, { first: first.page, idKey: "id", onChange });
  const kindLabel = useLedgerKindLabel();
  return later.map((item) => <LaterLedger key={item.id} item={item} locale={locale} label={kindLabel(item.kind)} />);
}

function MoreOnchain({ first, locale, onChange }: PagerProps<"onchain">) {
  // Spec: not shown — what names an on-chain row across pages. Choice: its hash (the list's one-show rule).
  const later = useMorePages(walletHistoryEndpoints.onchainHistory, INPUT, { first: first.page, idKey: "tx_hash", onChange });
  return later.map((item) => <LaterOnchain key={`${item.tx_hash}-${item.direction}`} item={item} locale={locale} />);
}

function MorePayouts({ first, locale, onChange }: PagerProps<"payouts">) {
  const later = useMorePages(payEndpoints.payoutOrders, INPUT, { first: first.page, idKey: "order_id", onChange });
  return later.map((order) => <LaterPayout key={order.order_id} order={order} locale={locale} />);
}
