// One change of an off-chain balance (a wallet record); `label` names its kind (useLedgerKindLabel). No
// client code: the server renders the first page's rows on /user/orders, the browser the later ones.
import { Trans } from "@lingui/react/macro";
import type { LedgerItem } from "@repo/api-client/endpoints/wallet-history";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list/List";
import { formatExact } from "./format-coin";

export function LedgerRow({ item, locale, label }: { item: LedgerItem; locale: Locale; label: string }) {
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
