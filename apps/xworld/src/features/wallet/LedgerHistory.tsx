"use client";
// Every change of the off-chain balances (offchain_history), newest first, 20 a page, read by the browser.
import { useLingui } from "@lingui/react/macro";
import { walletHistoryEndpoints } from "@repo/api-client/endpoints/wallet-history";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { HISTORY_PAGE_SIZE } from "./history-paging";
import { LedgerRow } from "./LedgerRow";
import { LedgerEmpty } from "./OrderEmpties";
import { PagedHistory } from "./PagedHistory";
import { useLedgerKindLabel } from "./use-ledger-kind-label";

export function LedgerHistory({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const query = useApiInfiniteQuery(walletHistoryEndpoints.offchainHistory, { page_size: HISTORY_PAGE_SIZE });
  const kindLabel = useLedgerKindLabel();
  return (
    <PagedHistory query={query} label={t`Wallet records`} empty={<LedgerEmpty />} renderRow={(item) => <LedgerRow key={item.id} item={item} locale={locale} label={kindLabel(item.kind)} />} />
  );
}
