// No client code of its own (the logo's fallback is CoinLogo's): a server component renders the row with `href`.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { AmountDisplay } from "../amount-display/AmountDisplay";
import { ListItem } from "../list/ListItem";
import { Skeleton } from "../skeleton/Skeleton";
import { CoinLogo } from "./CoinLogo";

export { CoinLogo };

/** One coin of the wallet's asset list, with the API's field names. */
export interface CoinBalance {
  coin_logo: string;
  coin_name: string;
  /** The coin's balance, as the API sends it (a string). */
  money_all: string;
  /** The same balance valued in USDT. */
  usdt_money_all: string;
}

export interface CoinBalanceRowProps {
  balance: CoinBalance;
  /** Turns the API's amount strings into display text (the app's number rules); shown as-is by default. */
  formatAmount?: (value: string) => string;
  /** Hides the amounts (the wallet's eye toggle). */
  masked?: boolean;
  /** Makes the row pressable, e.g. to open the coin's history. */
  onSelect?: () => void;
  /** Makes the row a link to a page (a plain anchor, so a server component can render the row); takes precedence over onSelect. */
  href?: string;
  /** The player's chosen (main) coin: highlighted and announced as current. */
  selected?: boolean;
}

/** What a balance row shows, as ListItem's parts. */
export interface CoinBalanceRowParts {
  leading: ReactNode;
  title: ReactNode;
  trailing: ReactNode;
}

/**
 * The row's logo, name and amounts without the row: for a row whose press a client part owns while a
 * server component draws its content (`<ListItem {...parts} onSelect={…} />` in that part).
 */
export function coinBalanceRowParts({ balance, formatAmount = (value) => value, masked = false }: Pick<CoinBalanceRowProps, "balance" | "formatAmount" | "masked">): CoinBalanceRowParts {
  const usdt = formatAmount(balance.usdt_money_all);
  return {
    leading: <CoinLogo src={balance.coin_logo} name={balance.coin_name} />,
    title: <span className="font-semibold">{balance.coin_name}</span>,
    trailing: (
      <span className="flex flex-col items-end text-right">
        <AmountDisplay value={formatAmount(balance.money_all)} masked={masked} size="md" />
        {masked ? null : (
          <span className="text-12 text-text-muted tabular-nums">
            <Trans>≈ {usdt} USDT</Trans>
          </span>
        )}
      </span>
    ),
  };
}

/** A wallet row: coin logo and name, balance, and its USDT value. Renders an <li> for a <List>. */
export function CoinBalanceRow({ balance, formatAmount, masked, onSelect, href, selected = false }: CoinBalanceRowProps) {
  return <ListItem {...coinBalanceRowParts({ balance, formatAmount, masked })} onSelect={onSelect} href={href} current={selected} />;
}

/** Placeholder rows while the balances load; put inside a <List loading> or a LoadingRegion. */
export function CoinBalanceRowSkeleton() {
  return (
    <li aria-hidden="true" className="flex items-center gap-12 px-16 py-12">
      <Skeleton circle width={36} />
      <Skeleton width="30%" />
      <span className="ml-auto flex w-1/4 flex-col items-end gap-6">
        <Skeleton width="100%" height={16} />
        <Skeleton width="70%" height={12} />
      </span>
    </li>
  );
}
