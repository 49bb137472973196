// A chain's icon and name (get_chain_list), the icon's initial when it fails (the logo's client code).
// No client directive: a server page draws it with only the logo shipped.
import { CoinLogo } from "@repo/ui/coin-balance-row";
import type { Chain } from "./use-wallet-data";

export function ChainBadge({ chain, fallback }: { chain: Chain | undefined; fallback: string }) {
  return (
    <span className="flex min-w-0 items-center gap-8">
      <CoinLogo src={chain?.icon ?? ""} name={chain?.chain ?? fallback} size={24} />
      <span className="truncate font-semibold text-text">{chain?.name ?? fallback}</span>
    </span>
  );
}
