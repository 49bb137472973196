"use client";
// /wallet/gas: what moving coins on chain costs. For a coin and an amount, each chain's network fee
// of a withdrawal (the fee quote of transfer_from_offchain_to_onchain), the coin it is paid in and
// what arrives; chains the coin is not on say so. User info is re-read on open (route rule).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ServerAnswerOptions } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { List, ListItem } from "@repo/ui/list";
import { Skeleton } from "@repo/ui/skeleton";
import { TextInput } from "@repo/ui/text-input";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { ChainBadge } from "./ChainBadge";
import { ChoiceChips } from "./ChoiceChips";
import { readAmount } from "@repo/app-shell/money/read-amount";
import { formatExact } from "./format-coin";
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
import { PageFrame } from "@repo/app-shell/page-frame";
import { walletHref } from "./wallet-paths";

export interface GasScreenProps {
  locale: Locale;
  /** The coin named in the link (?coin=), already read as a coin name. */
  coin: string | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<GasFirst> | null;
}

export function GasScreen({ locale, coin, first }: GasScreenProps) {
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} back="/wallet" heading={<Trans>Network fees</Trans>}>
      {viewer === "player" ? (
        <PlayerGas locale={locale} coin={coin} server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={walletHref(locale, "gas", { coin })}
          title={<Trans>Sign in to see network fees</Trans>}
          description={<Trans>See what a withdrawal to each chain costs for the coins you hold.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function PlayerGas({ locale, coin, server }: Omit<GasScreenProps, "first"> & { server: PlayerAnswers<GasFirst> }) {
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
          <p className="text-14 text-text-muted">
            <Trans>
              Moving coins from your wallet to a chain (a withdrawal) costs a network fee. It is taken from the amount you withdraw, in the
              same coin.
            </Trans>
          </p>
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
              fee={typing ? { status: "loading" } : (fees.get(chain.chain) ?? { status: "idle" })}
            />
          ))}
        </List>
      </Card>
    </>
  );
}

function ChainFeeRow({ locale, chain, coin, onChain, fee }: { locale: Locale; chain: Chain; coin: string; onChain: boolean; fee: FeeState }) {
  const errorText = useWalletErrorText();
  const native = chain.native_coin;
  const name = chain.chain;
  let detail;
  if (!onChain) detail = <Trans>{coin} cannot move on this chain.</Trans>;
  else if (fee.status === "ready") {
    const amount = formatExact(fee.quote.fee, locale);
    const feeCoin = fee.quote.coin_name;
    const received = formatExact(fee.quote.amount_received, locale);
    detail = (
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
  } else if (fee.status === "error") detail = <span className="text-danger">{errorText(fee.error)}</span>;
  else if (fee.status === "loading") detail = <Skeleton width={120} />;
  else detail = <Trans>Enter an amount to see the fee.</Trans>;

  return (
    <ListItem
      title={<ChainBadge chain={chain} fallback={name} />}
      subtitle={
        <>
          <span className="block">
            <Trans>Network coin {native}</Trans>
          </span>
          {detail}
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
