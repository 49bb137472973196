// One on-chain transaction in or out of the player's addresses. No client code: the server renders the
// first page's rows on /user/orders, the browser the later ones.
import { Trans } from "@lingui/react/macro";
import type { OnchainTx } from "@repo/api-client/endpoints/wallet-history";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list/List";
import { shortAddress } from "./addresses";
import { formatExact } from "./format-coin";
import { StatusBadge } from "./StatusBadge";

export function OnchainRow({ item, locale }: { item: OnchainTx; locale: Locale }) {
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
