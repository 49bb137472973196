"use client";
// What moved on the chains (onchain_history): coins in and out of the player's own addresses.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { type OnchainTx, walletHistoryEndpoints } from "@repo/api-client/endpoints/wallet-history";
import { type ServerFirstPageOptions, useApiInfiniteQuery } from "@repo/api-client/react";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list";
import { shortAddress } from "./addresses";
import { formatExact } from "./format-coin";
import { EmptyHistory, PagedHistory } from "./PagedHistory";
import { StatusBadge } from "./StatusBadge";
import { HISTORY_PAGE_SIZE } from "./history-paging";

/** `server`: the orders page's server read of the first page (`usePlayerFirst(first).firstPage(…)`), if any. */
export function OnchainHistory({ locale, server = {} }: { locale: Locale; server?: ServerFirstPageOptions<ResponseOf<typeof walletHistoryEndpoints.onchainHistory>> }) {
  const { t } = useLingui();
  const query = useApiInfiniteQuery(walletHistoryEndpoints.onchainHistory, { page_size: HISTORY_PAGE_SIZE }, server);
  return (
    <PagedHistory
      query={query}
      label={t`On-chain transactions`}
      empty={<EmptyHistory title={<Trans>No on-chain transactions yet</Trans>} description={<Trans>Coins that reach or leave your addresses will show here.</Trans>} />}
      renderRow={(item) => <OnchainRow key={`${item.tx_hash}-${item.direction}`} item={item} locale={locale} />}
    />
  );
}

function OnchainRow({ item, locale }: { item: OnchainTx; locale: Locale }) {
  const incoming = item.direction === "in";
  const amount = formatExact(item.amount, locale);
  const coin = item.coin_name;
  const chain = item.chain;
  const other = shortAddress(incoming ? item.from_address : item.to_address);
  const when = formatDateTime(item.time, { locale });
  return (
    <ListItem
      title={incoming ? <Trans>Received on {chain}</Trans> : <Trans>Sent on {chain}</Trans>}
      subtitle={
        incoming ? (
          <Trans>
            From {other} · {when}
          </Trans>
        ) : (
          <Trans>
            To {other} · {when}
          </Trans>
        )
      }
      trailing={
        <span className="flex flex-col items-end gap-4">
          <span className={`font-semibold tabular-nums ${incoming ? "text-success" : "text-text"}`}>
            {incoming ? (
              <Trans>
                +{amount} {coin}
              </Trans>
            ) : (
              <Trans>
                -{amount} {coin}
              </Trans>
            )}
          </span>
          <StatusBadge status={item.status} />
        </span>
      }
    />
  );
}
