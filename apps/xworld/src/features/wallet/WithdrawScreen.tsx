"use client";
// /user/withdraw (login-required, no loading overlay): off-chain → on-chain withdrawal of a coin to the
// player's own address on a chain, or on to another address; the fee before confirming; the result and
// a way to its place in /user/orders.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { ownAddressFor, ownAddressInvalid } from "./addresses";
import { unitsOf } from "@repo/app-shell/money/units";
import { SignInPrompt } from "./SignInPrompt";
import type { WithdrawFirst } from "./load-withdraw";
import { useCoinChoice } from "./use-coin-choice";
import { tokenAnswers, useTokenInfos } from "./use-token-infos";
import { useAssets, useChains, useOwnAddresses } from "./use-wallet-data";
import { usePlayerView } from "./use-viewer";
import type { WithdrawOutcome } from "./use-withdrawal";
import { useWithdrawal } from "./use-withdrawal";
import { FormSkeleton } from "./WalletSkeletons";
import { PageFrame } from "@repo/app-shell/page-frame";
import { walletHref } from "./wallet-paths";
import { WithdrawDone } from "./WithdrawDone";
import { WithdrawForm } from "./WithdrawForm";

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
  const { server, viewer } = usePlayerView(first);
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
      {viewer === "player" ? (
        <PlayerWithdraw locale={locale} coin={coin} chain={chain} server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={walletHref(locale, "withdraw", { coin, chain })}
          title={<Trans>Sign in to withdraw</Trans>}
          description={<Trans>Move coins from your wallet to your address on a chain.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function PlayerWithdraw({ locale, coin, chain, server }: Omit<WithdrawScreenProps, "first"> & { server: PlayerAnswers<WithdrawFirst> }) {
  const { t } = useLingui();
  const assets = useAssets(true, server.answer(server.data?.assets));
  const chains = useChains(server.answer(server.data?.chains));
  const addresses = useOwnAddresses(true, server.answer(server.data?.addresses));
  const tokens = useTokenInfos(assets.data?.list.map((asset) => asset.coin_name) ?? [], tokenAnswers(server));
  const { coinType } = useCoinChoice();
  const { forward } = useWithdrawal();
  const [outcome, setOutcome] = useState<{ outcome: WithdrawOutcome; chainName: string } | null>(null);
  const [round, setRound] = useState(0);

  if (outcome) {
    return (
      <WithdrawDone
        locale={locale}
        outcome={outcome.outcome}
        chainName={outcome.chainName}
        onForward={async () => {
          const next = await forward(outcome.outcome.request, outcome.outcome.order);
          setOutcome({ ...outcome, outcome: next });
        }}
        onAnother={() => {
          setOutcome(null);
          setRound((count) => count + 1);
        }}
      />
    );
  }

  const failed = [assets, chains, addresses].some((query) => query.isError && !query.data) || (tokens.failed && !tokens.pending);
  if (failed) {
    const retry = () => {
      void assets.refetch();
      void chains.refetch();
      void addresses.refetch();
      tokens.refetch();
    };
    return <ErrorState title={t`The withdrawal could not load.`} onRetry={retry} retrying={assets.isFetching || chains.isFetching} />;
  }
  if (!assets.data || !chains.data || !addresses.data || tokens.pending) return <FormSkeleton />;
  if (ownAddressInvalid(addresses.data.list)) {
    return (
      <ErrorState
        title={t`Your wallet address needs to be set up again`}
        description={t`Withdrawals are paused until your wallet has a valid address. Open the wallet in the app to recreate it.`}
      />
    );
  }

  const movable = assets.data.list.filter((asset) => (tokens.byCoin.get(asset.coin_name)?.chains.length ?? 0) > 0);
  // Spec: not shown — the coin a withdrawal starts with. Choice: the link's, else the main coin, else one with money.
  const opening =
    movable.find((asset) => asset.coin_name === coin) ??
    movable.find((asset) => asset.coin_name === coinType) ??
    movable.find((asset) => unitsOf(asset.offchain) > 0n) ??
    movable[0];
  if (!opening) return <ErrorState title={t`None of your coins can be withdrawn to a chain yet.`} />;
  const list = addresses.data.list;
  return (
    // Keyed by the opening coin too: with the server's reads the form is there before the device's main
    // coin (stored, read after hydration) is known, and it starts again from that coin once it is.
    <WithdrawForm
      key={`${round}:${opening.coin_name}`}
      locale={locale}
      assets={movable}
      tokens={tokens.byCoin}
      chains={chains.data.list}
      ownAddressOn={(name) => ownAddressFor(name, list)}
      initialCoin={opening.coin_name}
      initialChain={chain}
      onDone={(next, chainName) => setOutcome({ outcome: next, chainName })}
    />
  );
}
