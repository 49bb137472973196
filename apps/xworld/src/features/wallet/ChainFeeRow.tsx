// One chain on the network fee page: its network coin, the fee and what arrives (`detail`, the caller's:
// it knows the quote's state) and a link to withdraw there; a chain the coin is not on says so. No client
// code: drawn by the server's page (GasTablePreview) and by the table in the browser (GasRead).
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list";
import type { ReactNode } from "react";
import { ChainBadge } from "./ChainBadge";
import { formatExact } from "./format-coin";
import type { Chain } from "./use-wallet-data";
import type { FeeQuote } from "./use-withdraw-fees";
import { walletHref } from "./wallet-paths";

export interface ChainFeeRowProps {
  locale: Locale;
  chain: Chain;
  coin: string;
  onChain: boolean;
  /** The fee's line on a chain the coin is on. */
  detail: ReactNode;
}

export function ChainFeeRow({ locale, chain, coin, onChain, detail }: ChainFeeRowProps) {
  const native = chain.native_coin;
  const name = chain.chain;
  return (
    <ListItem
      title={<ChainBadge chain={chain} fallback={name} />}
      subtitle={
        <>
          <span className="block">
            <Trans>Network coin {native}</Trans>
          </span>
          {onChain ? detail : <Trans>{coin} cannot move on this chain.</Trans>}
        </>
      }
      trailing={
        onChain ? (
          <Link href={walletHref(locale, "withdraw", { coin, chain: name })} className="text-13 font-semibold text-link">
            <Trans>Withdraw</Trans>
          </Link>
        ) : null
      }
    />
  );
}

/** A quoted fee: what it costs and what arrives. */
export function FeeQuoteDetail({ locale, quote }: { locale: Locale; quote: FeeQuote }) {
  const amount = formatExact(quote.fee, locale);
  const feeCoin = quote.coin_name;
  const received = formatExact(quote.amount_received, locale);
  return (
    <>
      <span className="block font-semibold text-text">
        <Trans>
          Fee {amount} {feeCoin}
        </Trans>
      </span>
      <span className="block">
        <Trans>
          You receive {received} {feeCoin}
        </Trans>
      </span>
    </>
  );
}
