"use client";
// Withdrawals and on-chain sends (transfer_history), newest first, 20 a page, read by the browser.
import { useLingui } from "@lingui/react/macro";
import { walletHistoryEndpoints } from "@repo/api-client/endpoints/wallet-history";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { type ServerFirstPageOptions, useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { HISTORY_PAGE_SIZE } from "./history-paging";
import { TransfersEmpty } from "./OrderEmpties";
import { PagedHistory } from "./PagedHistory";
import { TransferRow } from "./TransferRow";

/** `server`: the wallet page's server read of the first page (`usePlayerFirst(first).firstPage(…)`), if any. */
export function TransferHistory({ locale, server = {} }: { locale: Locale; server?: ServerFirstPageOptions<ResponseOf<typeof walletHistoryEndpoints.transferHistory>> }) {
  const { t } = useLingui();
  const query = useApiInfiniteQuery(walletHistoryEndpoints.transferHistory, { page_size: HISTORY_PAGE_SIZE }, server);
  return <PagedHistory query={query} label={t`Transfers`} empty={<TransfersEmpty />} renderRow={(item) => <TransferRow key={item.id} item={item} locale={locale} />} />;
}
