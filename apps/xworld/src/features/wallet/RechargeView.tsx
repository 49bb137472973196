// The player's recharge: per chain their deposit address and the tokens it takes, then every token that
// can be deposited with its price, and the wallet-only coins named. No client code of its own (the copy
// and QR buttons are): rendered on the server (the page's reads for the player) and in the browser
// (RechargeRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { CoinLogo } from "@repo/ui/coin-balance-row";
import { FormAlert } from "@repo/ui/form-alert";
import { List, ListItem } from "@repo/ui/list";
import { ownAddressInvalid, type WalletAddressItem } from "./addresses";
import { DepositCard } from "./DepositCard";
import { formatExact } from "./format-coin";
import type { Chain, TokenInfo } from "./use-wallet-data";
import { HistorySkeleton } from "./WalletSkeletons";

export interface RechargeViewProps {
  locale: Locale;
  chains: readonly Chain[];
  addresses: readonly WalletAddressItem[];
  /** The token facts of the player's coins, in the wallet's order; undefined while they load. */
  tokens: readonly TokenInfo[] | undefined;
}

export function RechargeView({ locale, chains, addresses, tokens }: RechargeViewProps) {
  const { t } = useLingui();
  const depositable = tokens?.filter((token) => token.chains.length > 0) ?? [];
  const walletOnly = (tokens ?? [])
    .filter((token) => token.chains.length === 0)
    .map((token) => token.coin_name)
    .join(", ");
  return (
    <>
      <p className="text-14 text-text-muted">
        <Trans>
          Send coins to your address on one of these chains. Only send a token the chain lists here: anything else
          cannot be credited.
        </Trans>
      </p>
      {ownAddressInvalid(addresses) ? (
        <FormAlert tone="warning">
          <Trans>
            Your wallet address needs to be set up again before you can receive coins. Open the wallet in the app to
            recreate it.
          </Trans>
        </FormAlert>
      ) : (
        chains.map((chain) => (
          <DepositCard key={chain.chain} chain={chain} addresses={addresses} tokens={tokens?.filter((token) => token.chains.includes(chain.chain))} />
        ))
      )}
      <Card title={t`Supported tokens`} flush>
        {tokens === undefined ? (
          <HistorySkeleton />
        ) : (
          <>
            <List label={t`Supported tokens`}>
              {depositable.map((token) => (
                <TokenRow key={token.coin_name} token={token} chains={chains} locale={locale} />
              ))}
            </List>
            {walletOnly ? (
              <p className="px-16 pb-16 pt-8 text-13 text-text-muted">
                <Trans>
                  {walletOnly} live inside the wallet only: earn them in games and tasks; they cannot be deposited.
                </Trans>
              </p>
            ) : null}
          </>
        )}
      </Card>
    </>
  );
}

function TokenRow({ token, chains, locale }: { token: TokenInfo; chains: readonly Chain[]; locale: Locale }) {
  const price = formatExact(token.price_usdt, locale);
  const names = token.chains.map((id) => chains.find((chain) => chain.chain === id)?.name ?? id).join(", ");
  return (
    <ListItem
      leading={<CoinLogo src={token.coin_logo} name={token.coin_name} />}
      title={<span className="font-semibold">{token.coin_name}</span>}
      subtitle={<Trans>On {names}</Trans>}
      trailing={
        <span className="tabular-nums text-text-muted">
          <Trans>≈ {price} USDT</Trans>
        </span>
      }
    />
  );
}

/** The token facts of the wallet's coins, in the wallet's order (coins without facts left out). */
export function walletTokens(rows: readonly { coin_name: string }[], byCoin: ReadonlyMap<string, TokenInfo>): TokenInfo[] {
  return rows.flatMap((row) => {
    const token = byCoin.get(row.coin_name);
    return token ? [token] : [];
  });
}
