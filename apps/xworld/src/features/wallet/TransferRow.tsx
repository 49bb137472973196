// One withdrawal or on-chain send of the transfer history. No client code: the server renders the first
// page's rows on /user/orders, the browser those of the pages "Show more" loads and of its own reads.
import { Trans } from "@lingui/react/macro";
import type { TransferItem } from "@repo/api-client/endpoints/wallet-history";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list/List";
import { shortAddress } from "./addresses";
import { formatExact } from "./format-coin";
import { StatusBadge } from "./StatusBadge";

export function TransferRow({ item, locale }: { item: TransferItem; locale: Locale }) {
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
