// The opened orders tab's history, newest first, 20 a page: the first page as the server read it, with no
// client code; "Show more" loads the next pages in the browser (LaterOrders).
import { useLingui } from "@lingui/react/macro";
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { PayoutRow } from "../payment/PayoutRow";
import { LaterOrders } from "./LaterOrders";
import { LedgerRow } from "./LedgerRow";
import { OnchainRow } from "./OnchainRow";
import { LedgerEmpty, OnchainEmpty, PayoutsEmpty, TransfersEmpty } from "./OrderEmpties";
import type { OrderFirstPage } from "./order-pages";
import { TransferRow } from "./TransferRow";
import { useLedgerKindLabel } from "./use-ledger-kind-label";

export function OrdersPages({ first, locale }: { first: OrderFirstPage; locale: Locale }) {
  const { t } = useLingui();
  const kindLabel = useLedgerKindLabel();
  const list = (label: string, empty: ReactNode, rows: ReactNode) => (
    <ServerPagedList first={first.page} label={label} empty={empty} later={<LaterOrders first={first} locale={locale} />} count>
      {rows}
    </ServerPagedList>
  );
  switch (first.tab) {
    case "transfers":
      return list(t`Transfers`, <TransfersEmpty />, first.page.list.map((item) => <TransferRow key={item.id} item={item} locale={locale} />));
    case "wallet":
      return list(t`Wallet records`, <LedgerEmpty />, first.page.list.map((item) => <LedgerRow key={item.id} item={item} locale={locale} label={kindLabel(item.kind)} />));
    case "onchain":
      return list(t`On-chain transactions`, <OnchainEmpty />, first.page.list.map((item) => <OnchainRow key={`${item.tx_hash}-${item.direction}`} item={item} locale={locale} />));
    case "payouts":
      return list(t`Payouts`, <PayoutsEmpty locale={locale} />, first.page.list.map((order) => <PayoutRow key={order.order_id} order={order} locale={locale} />));
  }
}
