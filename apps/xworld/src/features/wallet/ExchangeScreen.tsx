"use client";
// /wallet/exchange: swap between the player's off-chain coins (offchain_swap), quoted from the token
// prices, confirmed first, with the balances refreshed after. User info is re-read on open (route rule).
import { Trans, useLingui } from "@lingui/react/macro";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { useState } from "react";
import { type Exchange, ExchangeDone } from "./ExchangeDone";
import { ExchangeForm } from "./ExchangeForm";
import type { ExchangeFirst } from "./load-exchange";
import { SignInPrompt } from "./SignInPrompt";
import { useCoinChoice } from "./use-coin-choice";
import { tokenAnswers, useTokenInfos } from "./use-token-infos";
import { useAssets } from "./use-wallet-data";
import { usePlayerView } from "./use-viewer";
import { FormSkeleton } from "./WalletSkeletons";
import { PageFrame } from "@repo/app-shell/page-frame";
import { walletHref } from "./wallet-paths";

export interface ExchangeScreenProps {
  locale: Locale;
  /** Coins named in the link (?from=&to=), already read as coin names. */
  from: string | null;
  to: string | null;
  /** The player's first data as the server read it with their login cookies (none for a guest, nor in the dialog). */
  first?: PlayerFirst<ExchangeFirst> | null;
}

export function ExchangeScreen({ locale, from, to, first }: ExchangeScreenProps) {
  return (
    <PageFrame locale={locale} back="/wallet" heading={<Trans>Exchange</Trans>}>
      <ExchangeContent locale={locale} from={from} to={to} first={first} />
    </PageFrame>
  );
}

/** What the page shows under its frame; also the body of the exchange dialog (/activity/exchange_dialog). */
export function ExchangeContent({ locale, from, to, first }: ExchangeScreenProps) {
  const { server, viewer } = usePlayerView(first);
  return viewer === "player" ? (
    <PlayerExchange locale={locale} from={from} to={to} server={server} />
  ) : viewer === "guest" ? (
    <SignInPrompt
      locale={locale}
      backUrl={walletHref(locale, "exchange", { from, to })}
      title={<Trans>Sign in to exchange coins</Trans>}
      description={<Trans>Swap one coin of your wallet for another at the current price.</Trans>}
    />
  ) : (
    <FormSkeleton />
  );
}

/** Spec: not shown — the coins an exchange starts with. Choice: the link's, else the main coin into USDT (or USDT into WH). */
export function initialPair(coins: readonly string[], from: string | null, to: string | null, mainCoin: string): { from: string; to: string } | null {
  const pick = (wanted: readonly (string | null)[], not?: string) => wanted.find((coin): coin is string => coin !== null && coins.includes(coin) && coin !== not);
  const first = pick([from, mainCoin, ...coins]);
  const second = first ? pick([to, first === "USDT" ? "WH" : "USDT", ...coins], first) : undefined;
  return first && second ? { from: first, to: second } : null;
}

function PlayerExchange({ locale, from, to, server }: Omit<ExchangeScreenProps, "first"> & { server: PlayerAnswers<ExchangeFirst> }) {
  const { t } = useLingui();
  const assets = useAssets(true, server.answer(server.data?.assets));
  const { coinType } = useCoinChoice();
  const coinNames = assets.data?.list.map((asset) => asset.coin_name) ?? [];
  const tokens = useTokenInfos(coinNames, tokenAnswers(server));
  const [done, setDone] = useState<Exchange | null>(null);
  const [round, setRound] = useState(0);

  if (done) {
    return (
      <ExchangeDone
        locale={locale}
        exchange={done}
        onAgain={() => {
          setDone(null);
          setRound((count) => count + 1);
        }}
      />
    );
  }
  if ((assets.isError && !assets.data) || (tokens.failed && !tokens.pending)) {
    const retry = () => {
      void assets.refetch();
      tokens.refetch();
    };
    return <ErrorState title={t`The exchange could not load.`} onRetry={retry} retrying={assets.isFetching} />;
  }
  if (!assets.data || tokens.pending) return <FormSkeleton />;
  const coins = coinNames.filter((coin) => tokens.byCoin.has(coin));
  const pair = initialPair(coins, from, to, coinType);
  if (!pair) return <ErrorState title={t`You need two coins to make an exchange.`} />;
  return (
    // Keyed by the pair too: with the server's reads the form is there before the device's main coin
    // (stored, read after hydration) is known, and it starts again from that coin once it is.
    <ExchangeForm
      key={`${round}:${pair.from}:${pair.to}`}
      locale={locale}
      assets={assets.data.list}
      tokens={tokens.byCoin}
      initialFrom={pair.from}
      initialTo={pair.to}
      onDone={setDone}
    />
  );
}
