// /wallet/gas: what moving coins on chain costs. For a coin and an amount, each chain's network fee of a
// withdrawal (the fee quote of transfer_from_offchain_to_onchain), the coin it is paid in and what
// arrives; chains the coin is not on say so. User info is re-read on open (route rule). A server
// component: the balances, chains, token facts and the opening coin's fees the server read with the
// player's login are drawn in the HTML (GasTablePreview); the table that takes another coin or amount is
// a part loaded after start with those reads (GasFromBrowser: it asks for nothing they answered). A guest,
// another login or a failed read gets the part's own reads (the server's skeleton meanwhile).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { GasFromBrowser } from "./GasFromBrowser";
import { GasTablePreview } from "./GasTablePreview";
import { movableAssets, openingAsset, sampleFor } from "./gas-rules";
import type { GasFirst } from "./load-gas";
import { FormSkeleton } from "./WalletSkeletons";

export interface GasScreenProps {
  locale: Locale;
  /** The coin named in the link (?coin=), already read as a coin name. */
  coin: string | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<GasFirst> | null;
}

export function GasScreen({ locale, coin, first }: GasScreenProps) {
  return (
    <PageFrame locale={locale} back="/wallet" heading={<Trans>Network fees</Trans>}>
      <GasContent locale={locale} coin={coin} first={first} />
    </PageFrame>
  );
}

function GasContent({ locale, coin, first }: GasScreenProps) {
  const fromBrowser = <GasFromBrowser locale={locale} coin={coin} first={first} placeholder={<FormSkeleton />} />;
  const { assets, chains, tokens, fees } = first?.data ?? {};
  if (!first || !assets || !chains || !tokens || !fees) return fromBrowser;
  const byCoin = new Map(tokens.map((token) => [token.coin_name, token] as const));
  const movable = movableAssets(assets.list, byCoin);
  const opening = openingAsset(movable, coin);
  const token = opening ? byCoin.get(opening.coin_name) : undefined;
  // No coin can move: the part says so (it has the reads and asks for nothing).
  const placeholder = token ? (
    <GasTablePreview locale={locale} assets={movable} token={token} chains={chains.list} amountText={sampleFor(opening)} fees={fees} />
  ) : (
    <FormSkeleton />
  );
  return (
    <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
      <GasFromBrowser locale={locale} coin={coin} first={first} placeholder={placeholder} />
    </ServerPlayerContent>
  );
}
