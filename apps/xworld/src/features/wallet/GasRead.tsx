"use client";
// The network fee page's table in the browser: for a coin and an amount, each chain's network fee of a
// withdrawal (the fee quote of transfer_from_offchain_to_onchain), the coin it is paid in and what
// arrives; chains the coin is not on say so. A part loaded after start (GasFromBrowser): given the
// server's reads (`first`), it asks for nothing the server answered (the opening coin's fees included),
// only for another coin or amount; a guest gets the sign-in, another login or a failed read its own reads.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ServerAnswerOptions } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { Skeleton } from "@repo/ui/skeleton";
import { TextInput } from "@repo/ui/text-input";
import { useState } from "react";
import { ChainFeeRow, FeeQuoteDetail } from "./ChainFeeRow";
import { GasIntro } from "./GasIntro";
import { ChoiceChips } from "./ChoiceChips";
import { readAmount } from "@repo/app-shell/money/read-amount";
import { movableAssets, openingAsset, sampleFor } from "./gas-rules";
import type { GasFirst } from "./load-gas";
import { SignInPrompt } from "./SignInPrompt";
import { useAmountProblemText } from "./use-amount-problem-text";
import { useDebounced } from "@repo/app-shell/hooks/use-debounced";
import { tokenAnswers, useTokenInfos } from "./use-token-infos";
import { type AssetRow, type Chain, type TokenInfo, useAssets, useChains } from "./use-wallet-data";
import { usePlayerView } from "./use-viewer";
import { type FeeInput, type FeeQuote, type FeeState, feeAnswers, useWithdrawFees } from "./use-withdraw-fees";
import { useWalletErrorText } from "./use-wallet-error-text";
import { FormSkeleton } from "./WalletSkeletons";
import { walletHref } from "./wallet-paths";

export interface GasReadProps {
  locale: Locale;
  /** The coin named in the link (?coin=), already read as a coin name. */
  coin: string | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<GasFirst> | null;
}

export function GasRead({ locale, coin, first }: GasReadProps) {
  const { server, viewer } = usePlayerView(first);
  if (viewer === "player") return <PlayerGas locale={locale} coin={coin} server={server} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={walletHref(locale, "gas", { coin })}
      title={<Trans>Sign in to see network fees</Trans>}
      description={<Trans>See what a withdrawal to each chain costs for the coins you hold.</Trans>}
    />
  );
}

function PlayerGas({ locale, coin, server }: Omit<GasReadProps, "first"> & { server: PlayerAnswers<GasFirst> }) {
  const { t } = useLingui();
  const assets = useAssets(true, server.answer(server.data?.assets));
  const chains = useChains(server.answer(server.data?.chains));
  const tokens = useTokenInfos(assets.data?.list.map((asset) => asset.coin_name) ?? [], tokenAnswers(server));

  if ((assets.isError && !assets.data) || (chains.isError && !chains.data) || (tokens.failed && !tokens.pending)) {
    const retry = () => {
      void assets.refetch();
      void chains.refetch();
      tokens.refetch();
    };
    return <ErrorState title={t`The network fees could not load.`} onRetry={retry} retrying={assets.isFetching || chains.isFetching} />;
  }
  if (!assets.data || !chains.data || tokens.pending) return <FormSkeleton />;
  const movable = movableAssets(assets.data.list, tokens.byCoin);
  const opening = openingAsset(movable, coin);
  if (!opening) return <ErrorState title={t`None of your coins can move on a chain yet.`} />;
  return (
    <GasTable
      locale={locale}
      assets={movable}
      tokens={tokens.byCoin}
      chains={chains.data.list}
      initialCoin={opening.coin_name}
      feeAnswer={feeAnswers(server)}
    />
  );
}

interface GasTableProps {
  locale: Locale;
  assets: readonly AssetRow[];
  tokens: ReadonlyMap<string, TokenInfo>;
  chains: readonly Chain[];
  initialCoin: string;
  /** The server's quote of a fee the page opens with (the opening coin's sample amount on each of its chains). */
  feeAnswer: (input: FeeInput) => ServerAnswerOptions<FeeQuote>;
}

function GasTable({ locale, assets, tokens, chains, initialCoin, feeAnswer }: GasTableProps) {
  const { t } = useLingui();
  const [coin, setCoin] = useState(initialCoin);
  const [amountText, setAmountText] = useState(() => sampleFor(assets.find((asset) => asset.coin_name === initialCoin)));
  const token = tokens.get(coin);
  const check = readAmount(amountText, token?.decimals ?? 6);
  const settled = useDebounced(check.ok ? check.amount : null, 300);
  // A wrong amount clears the fees at once; a new one shows them as loading until typing pauses.
  const amount = check.ok ? settled : null;
  const typing = check.ok && settled !== check.amount;
  const coinChains = chains.filter((chain) => token?.chains.includes(chain.chain));
  const fees = useWithdrawFees(coin, amount, coinChains.map((chain) => chain.chain), feeAnswer);
  const problemText = useAmountProblemText(locale, coin);

  const chooseCoin = (next: string) => {
    setCoin(next);
    setAmountText(sampleFor(assets.find((asset) => asset.coin_name === next)));
  };

  return (
    <>
      <Card>
        <div className="flex flex-col gap-16">
          <GasIntro />
          <ChoiceChips legend={t`Coin`} name="coin" value={coin} onChange={chooseCoin} options={assets.map((asset) => ({ value: asset.coin_name, label: asset.coin_name }))} />
          <TextInput
            label={t`Amount to withdraw (${coin})`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            error={check.ok ? undefined : problemText(check.problem)}
          />
        </div>
      </Card>

      <Card title={t`Fee per chain`} flush>
        <List label={t`Fee per chain`}>
          {chains.map((chain) => (
            <ChainFeeRow
              key={chain.chain}
              locale={locale}
              chain={chain}
              coin={coin}
              onChain={token?.chains.includes(chain.chain) ?? false}
              detail={<FeeLine locale={locale} fee={typing ? { status: "loading" } : (fees.get(chain.chain) ?? { status: "idle" })} />}
            />
          ))}
        </List>
      </Card>
    </>
  );
}

/** The fee's line for a quote's state. */
function FeeLine({ locale, fee }: { locale: Locale; fee: FeeState }) {
  const errorText = useWalletErrorText();
  if (fee.status === "ready") return <FeeQuoteDetail locale={locale} quote={fee.quote} />;
  if (fee.status === "error") return <span className="text-danger">{errorText(fee.error)}</span>;
  if (fee.status === "loading") return <Skeleton width={120} />;
  return <Trans>Enter an amount to see the fee.</Trans>;
}
