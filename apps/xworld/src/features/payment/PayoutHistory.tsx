"use client";
// The payouts to payment methods (payout_orders), newest first, 20 a page, read by the browser: the
// "Payouts" tab of /user/orders when the server did not read it.
import { useLingui } from "@lingui/react/macro";
import { payEndpoints } from "@repo/api-client/endpoints/pay";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { HISTORY_PAGE_SIZE } from "../wallet/history-paging";
import { PayoutsEmpty } from "../wallet/OrderEmpties";
import { PagedHistory } from "../wallet/PagedHistory";
import { PayoutRow } from "./PayoutRow";

export function PayoutHistory({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const query = useApiInfiniteQuery(payEndpoints.payoutOrders, { page_size: HISTORY_PAGE_SIZE });
  return <PagedHistory query={query} label={t`Payouts`} empty={<PayoutsEmpty locale={locale} />} renderRow={(order) => <PayoutRow key={order.order_id} order={order} locale={locale} />} />;
}
