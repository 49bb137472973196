"use client";
// Every change of the off-chain balances (offchain_history), newest first, 20 a page.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { type LedgerItem, walletHistoryEndpoints } from "@repo/api-client/endpoints/wallet-history";
import { type ServerFirstPageOptions, useApiInfiniteQuery } from "@repo/api-client/react";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list";
import { formatExact } from "./format-coin";
import { EmptyHistory, PagedHistory } from "./PagedHistory";
import { HISTORY_PAGE_SIZE } from "./history-paging";
import { useLedgerKindLabel } from "./use-ledger-kind-label";

/** `server`: the orders page's server read of the first page (`usePlayerFirst(first).firstPage(…)`), if any. */
export function LedgerHistory({ locale, server = {} }: { locale: Locale; server?: ServerFirstPageOptions<ResponseOf<typeof walletHistoryEndpoints.offchainHistory>> }) {
  const { t } = useLingui();
  const query = useApiInfiniteQuery(walletHistoryEndpoints.offchainHistory, { page_size: HISTORY_PAGE_SIZE }, server);
  const kindLabel = useLedgerKindLabel();
  return (
    <PagedHistory
      query={query}
      label={t`Wallet records`}
      empty={<EmptyHistory title={<Trans>No records yet</Trans>} description={<Trans>Every change of your balances will show here.</Trans>} />}
      renderRow={(item) => <LedgerRow key={item.id} item={item} locale={locale} label={kindLabel(item.kind)} />}
    />
  );
}

function LedgerRow({ item, locale, label }: { item: LedgerItem; locale: Locale; label: string }) {
  const spent = item.amount.startsWith("-");
  const amount = formatExact(item.amount.replace(/^[-+]/, ""), locale);
  const coin = item.coin_name;
  const when = formatDateTime(item.time, { locale });
  // A memo that only repeats the kind ("opening balance") says nothing more.
  const memo = item.memo.trim().toLowerCase() === label.toLowerCase() ? "" : item.memo;
  return (
    <ListItem
      title={label}
      subtitle={
        memo ? (
          <Trans>
            {memo} · {when}
          </Trans>
        ) : (
          when
        )
      }
      trailing={
        <span className={`font-semibold tabular-nums ${spent ? "text-text" : "text-success"}`}>
          {spent ? (
            <Trans>
              -{amount} {coin}
            </Trans>
          ) : (
            <Trans>
              +{amount} {coin}
            </Trans>
          )}
        </span>
      }
    />
  );
}
