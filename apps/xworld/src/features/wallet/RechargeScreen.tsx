"use client";
// /activity/recharge (renders before app start): how to top up. Per chain the player's deposit address
// (get_all_wallet_addr) with a copy button, and the tokens that chain takes (get_token_info). A guest
// sees the chains and signs in to get an address. Each address also shows as a QR code on request (the
// encoder loads only then, to keep the route light).
import { Trans, useLingui } from "@lingui/react/macro";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { CoinLogo } from "@repo/ui/coin-balance-row";
import { Button } from "@repo/ui/button";
import { ErrorState } from "@repo/ui/error-state";
import { List, ListItem } from "@repo/ui/list";
import { FormAlert } from "@repo/ui/form-alert";
import { ownAddressFor, ownAddressInvalid, type WalletAddressItem } from "./addresses";
import { ChainBadge } from "./ChainBadge";
import { CopyButton } from "./CopyButton";
import { formatExact } from "./format-coin";
import type { RechargeFirst } from "./load-recharge";
import { SignInPrompt } from "./SignInPrompt";
import { tokenAnswers, useTokenInfos } from "./use-token-infos";
import { type Chain, type TokenInfo, useChains, useOwnAddresses, useWalletInfo } from "./use-wallet-data";
import { usePlayerView } from "./use-viewer";
import { FormSkeleton, HistorySkeleton } from "./WalletSkeletons";
import { PageFrame } from "@repo/app-shell/page-frame";
import { walletHref } from "./wallet-paths";

const QrCode = dynamic(() => import("@repo/ui/qr-code").then((module) => module.QrCode), { ssr: false });

export interface RechargeScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest, nor in the dialog). */
  first?: PlayerFirst<RechargeFirst> | null;
}

export function RechargeScreen({ locale, first }: RechargeScreenProps) {
  return (
    <PageFrame locale={locale} back="/wallet" heading={<Trans>Recharge</Trans>}>
      <RechargeContent locale={locale} first={first} />
    </PageFrame>
  );
}

/** What the page shows under its frame; also the body of the recharge dialog (/activity/recharge_dialog). */
export function RechargeContent({ locale, first }: RechargeScreenProps) {
  const { server, viewer } = usePlayerView(first);
  return viewer === "player" ? (
    <PlayerRecharge locale={locale} server={server} />
  ) : viewer === "guest" ? (
    <GuestRecharge locale={locale} />
  ) : (
    <FormSkeleton />
  );
}

function GuestRecharge({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const chains = useChains();
  return (
    <>
      <SignInPrompt
        locale={locale}
        backUrl={walletHref(locale, "recharge")}
        title={<Trans>Sign in to get your deposit address</Trans>}
        description={
          <Trans>Each player has their own address on every chain. Coins sent there arrive in your wallet.</Trans>
        }
      />
      <Card title={t`Supported chains`} flush>
        <List label={t`Supported chains`} loading={chains.isPending} loadingRows={3}>
          {chains.data?.list.map((chain) => (
            <ListItem key={chain.chain} title={<ChainBadge chain={chain} fallback={chain.chain} />} />
          ))}
        </List>
      </Card>
    </>
  );
}

function PlayerRecharge({ locale, server }: { locale: Locale; server: PlayerAnswers<RechargeFirst> }) {
  const { t } = useLingui();
  const wallet = useWalletInfo(true, server.answer(server.data?.wallet));
  const chains = useChains(server.answer(server.data?.chains));
  const addresses = useOwnAddresses(true, server.answer(server.data?.addresses));
  const tokens = useTokenInfos(wallet.data?.list.map((row) => row.coin_name) ?? [], tokenAnswers(server));

  const failed = [wallet, chains, addresses].some((query) => query.isError && !query.data);
  if (failed) {
    const retry = () => {
      void wallet.refetch();
      void chains.refetch();
      void addresses.refetch();
    };
    return (
      <ErrorState
        title={t`Your deposit addresses could not load.`}
        onRetry={retry}
        retrying={wallet.isFetching || chains.isFetching}
      />
    );
  }
  if (!chains.data || !addresses.data || !wallet.data) return <FormSkeleton />;
  const tokenList = wallet.data.list.flatMap((row) => {
    const token = tokens.byCoin.get(row.coin_name);
    return token ? [token] : [];
  });
  const depositable = tokenList.filter((token) => token.chains.length > 0);
  const walletOnly = tokenList
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
      {ownAddressInvalid(addresses.data.list) ? (
        <FormAlert tone="warning">
          <Trans>
            Your wallet address needs to be set up again before you can receive coins. Open the wallet in the app to
            recreate it.
          </Trans>
        </FormAlert>
      ) : (
        chains.data.list.map((chain) => (
          <DepositCard
            key={chain.chain}
            chain={chain}
            addresses={addresses.data.list}
            tokens={tokenList.filter((token) => token.chains.includes(chain.chain))}
            loadingTokens={tokens.pending}
          />
        ))
      )}
      <Card title={t`Supported tokens`} flush>
        {tokens.pending ? (
          <HistorySkeleton />
        ) : (
          <>
            <List label={t`Supported tokens`}>
              {depositable.map((token) => (
                <TokenRow key={token.coin_name} token={token} chains={chains.data.list} locale={locale} />
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

function DepositCard({
  chain,
  addresses,
  tokens,
  loadingTokens,
}: {
  chain: Chain;
  addresses: readonly WalletAddressItem[];
  tokens: readonly TokenInfo[];
  loadingTokens: boolean;
}) {
  const { t } = useLingui();
  const address = ownAddressFor(chain.chain, addresses);
  const name = chain.name;
  const accepted = tokens.map((token) => token.coin_name).join(", ");
  return (
    <Card title={<ChainBadge chain={chain} fallback={chain.chain} />}>
      <div className="flex flex-col gap-8">
        <p className="text-12 font-semibold text-text-muted">
          <Trans>Your {name} deposit address</Trans>
        </p>
        {address ? (
          <>
            <div className="flex items-start gap-8">
              <p
                className="min-w-0 flex-1 break-all rounded-12 bg-surface-sunken px-12 py-10 font-mono text-13 text-text"
                data-testid={`deposit-address-${chain.chain}`}
              >
                {address}
              </p>
              <CopyButton text={address} label={t`Copy the ${name} address`} />
            </div>
            <AddressQr address={address} label={t`Your ${name} deposit address`} />
          </>
        ) : (
          <p className="text-14 text-text-muted">
            <Trans>You have no address on this chain yet.</Trans>
          </p>
        )}
        <p className="text-13 text-text-muted">
          {loadingTokens ? null : accepted ? (
            <Trans>Accepts: {accepted}</Trans>
          ) : (
            <Trans>None of your coins can be deposited on this chain.</Trans>
          )}
        </p>
      </div>
    </Card>
  );
}

/** The address as a QR code, for a wallet on another device to scan; shown on request. */
function AddressQr({ address, label }: { address: string; label: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="flex flex-col items-center gap-8">
      <Button variant="secondary" size="sm" aria-expanded={shown} onClick={() => setShown((value) => !value)}>
        {shown ? <Trans>Hide QR code</Trans> : <Trans>Show QR code</Trans>}
      </Button>
      {shown ? <QrCode value={address} label={label} /> : null}
    </div>
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
