// /user/withdraw (login-required, no loading overlay): off-chain → on-chain withdrawal of a coin to the
// player's own address on a chain, or on to another address; the fee before confirming; the result and
// a way to its place in /user/orders. A server component: the balances, chains, addresses and token facts
// the server read with the player's login draw the form in the HTML (WithdrawFormPreview: the coin, its
// chains, the own address, what is available), and the form itself is a part loaded after start with
// those reads (WithdrawPart; a withdrawal renders the page again on the server). A flagged address is
// said there. ServerPlayerContent keeps that while this render is that player's; a guest, another login or
// a read that failed gets the browser's read (WithdrawFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { ownAddressInvalid } from "./addresses";
import { DEFAULT_COIN_TYPE } from "./coin-types";
import { movableAssets } from "./gas-rules";
import type { WithdrawFirst } from "./load-withdraw";
import { FormSkeleton } from "./WalletSkeletons";
import { walletHref } from "./wallet-paths";
import { WithdrawAddressInvalid } from "./WithdrawAddressInvalid";
import { WithdrawFormPreview } from "./WithdrawFormPreview";
import { WithdrawFromBrowser, WithdrawPart } from "./WithdrawFromBrowser";
import { withdrawOpening } from "./withdraw-opening";

export interface WithdrawScreenProps {
  locale: Locale;
  /** Coin and chain named in the link (?coin=&chain=), e.g. from the network fee page. */
  coin: string | null;
  chain: string | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<WithdrawFirst> | null;
}

export function WithdrawScreen({ locale, coin, chain, first }: WithdrawScreenProps) {
  const { t } = useLingui();
  return (
    <PageFrame
      locale={locale}
      back="/wallet"
      heading={<Trans>Withdraw</Trans>}
      action={
        <Link href={walletHref(locale, "gas")} className="text-13 font-semibold text-link" aria-label={t`Network fees of every chain`}>
          <Trans>Fees</Trans>
        </Link>
      }
    >
      <WithdrawContent locale={locale} coin={coin} chain={chain} first={first} />
    </PageFrame>
  );
}

function WithdrawContent({ locale, coin, chain, first }: WithdrawScreenProps) {
  const { t } = useLingui();
  const fromBrowser = <WithdrawFromBrowser locale={locale} coin={coin} chain={chain} first={first} placeholder={<FormSkeleton />} />;
  const { assets, chains, addresses, tokens } = first?.data ?? {};
  if (!first || !assets || !chains || !addresses || !tokens) return fromBrowser;
  const byCoin = new Map(tokens.map((token) => [token.coin_name, token] as const));
  const movable = movableAssets(assets.list, byCoin);
  // The device's main coin is read after start; until then the coin is drawn as for the default one.
  const opening = withdrawOpening(movable, coin, DEFAULT_COIN_TYPE);
  return (
    <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
      {ownAddressInvalid(addresses.list) ? (
        <WithdrawAddressInvalid />
      ) : opening ? (
        <WithdrawPart
          locale={locale}
          coin={coin}
          chain={chain}
          assets={assets.list}
          tokens={tokens}
          chains={chains.list}
          addresses={addresses.list}
          refreshPage
          placeholder={
            <WithdrawFormPreview locale={locale} assets={movable} tokens={byCoin} chains={chains.list} addresses={addresses.list} coin={opening.coin_name} chain={chain} />
          }
        />
      ) : (
        <ErrorState title={t`None of your coins can be withdrawn to a chain yet.`} />
      )}
    </ServerPlayerContent>
  );
}
