"use client";
// What moved on the chains (onchain_history): coins in and out of the player's own addresses, read by the browser.
import { useLingui } from "@lingui/react/macro";
import { walletHistoryEndpoints } from "@repo/api-client/endpoints/wallet-history";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { HISTORY_PAGE_SIZE } from "./history-paging";
import { OnchainRow } from "./OnchainRow";
import { OnchainEmpty } from "./OrderEmpties";
import { PagedHistory } from "./PagedHistory";

export function OnchainHistory({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const query = useApiInfiniteQuery(walletHistoryEndpoints.onchainHistory, { page_size: HISTORY_PAGE_SIZE });
  return (
    <PagedHistory
      query={query}
      label={t`On-chain transactions`}
      empty={<OnchainEmpty />}
      renderRow={(item) => <OnchainRow key={`${item.tx_hash}-${item.direction}`} item={item} locale={locale} />}
    />
  );
}
