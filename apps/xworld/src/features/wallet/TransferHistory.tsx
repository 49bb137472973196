"use client";
// Withdrawals and on-chain sends (transfer_history), newest first, 20 a page.
import { Trans, useLingui } from "@lingui/react/macro";
import { type TransferItem, walletHistoryEndpoints } from "@repo/api-client/endpoints/wallet-history";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { type ServerFirstPageOptions, useApiInfiniteQuery } from "@repo/api-client/react";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list";
import { shortAddress } from "./addresses";
import { formatExact } from "./format-coin";
import { HISTORY_PAGE_SIZE } from "./history-paging";
import { EmptyHistory, PagedHistory } from "./PagedHistory";
import { StatusBadge } from "./StatusBadge";

/** `server`: the wallet or orders page's server read of the first page (`usePlayerFirst(first).firstPage(…)`), if any. */
export function TransferHistory({ locale, server = {} }: { locale: Locale; server?: ServerFirstPageOptions<ResponseOf<typeof walletHistoryEndpoints.transferHistory>> }) {
  const { t } = useLingui();
  const query = useApiInfiniteQuery(walletHistoryEndpoints.transferHistory, { page_size: HISTORY_PAGE_SIZE }, server);
  return (
    <PagedHistory
      query={query}
      label={t`Transfers`}
      empty={<EmptyHistory title={<Trans>No transfers yet</Trans>} description={<Trans>Withdrawals and on-chain sends will show here.</Trans>} />}
      renderRow={(item) => <TransferRow key={item.id} item={item} locale={locale} />}
    />
  );
}

function TransferRow({ item, locale }: { item: TransferItem; locale: Locale }) {
  const amount = formatExact(item.amount, locale);
  const fee = formatExact(item.fee, locale);
  const coin = item.coin_name;
  const chain = item.chain;
  const to = shortAddress(item.to_address);
  // Ten-digit unix times are seconds; @repo/i18n reads them so.
  const when = formatDateTime(item.time, { locale });
  const hasFee = Number(item.fee) > 0;
  return (
    <ListItem
      title={item.kind === "offchain_to_onchain" ? <Trans>Withdrawal to {chain}</Trans> : <Trans>Sent on {chain}</Trans>}
      subtitle={
        <>
          <span className="block">
            <Trans>
              To {to} · {when}
            </Trans>
          </span>
          {hasFee ? (
            <span className="block">
              <Trans>
                Network fee {fee} {coin}
              </Trans>
            </span>
          ) : null}
        </>
      }
      trailing={
        <span className="flex flex-col items-end gap-4">
          <span className="font-semibold tabular-nums">
            <Trans>
              -{amount} {coin}
            </Trans>
          </span>
          <StatusBadge status={item.status} />
        </span>
      }
    />
  );
}
