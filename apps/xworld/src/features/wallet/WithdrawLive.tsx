"use client";
// The withdrawal itself, from the reads the caller made (the server's, or the browser's): the form
// starting from the link's coin or the device's main coin, then the outcome (and sending on again when
// that step failed). After a withdrawal the balances are read again: on the server-rendered page
// (`refreshPage`) the page renders again on the server, else the API client invalidated the wallet
// queries the caller reads.
import { useLingui } from "@lingui/react/macro";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { useMemo, useState } from "react";
import { ownAddressFor, type WalletAddressItem } from "./addresses";
import { movableAssets } from "./gas-rules";
import { useCoinChoice } from "./use-coin-choice";
import type { AssetRow, Chain, TokenInfo } from "./use-wallet-data";
import { type WithdrawOutcome, useWithdrawal } from "./use-withdrawal";
import { withdrawOpening } from "./withdraw-opening";
import { WithdrawDone } from "./WithdrawDone";
import { WithdrawForm } from "./WithdrawForm";

export interface WithdrawLiveProps {
  locale: Locale;
  /** Coin and chain named in the link (?coin=&chain=). */
  coin: string | null;
  chain: string | null;
  assets: readonly AssetRow[];
  tokens: readonly TokenInfo[];
  chains: readonly Chain[];
  addresses: readonly WalletAddressItem[];
  refreshPage?: boolean;
}

export function WithdrawLive({ locale, coin, chain, assets, tokens, chains, addresses, refreshPage = false }: WithdrawLiveProps) {
  const { t } = useLingui();
  const { coinType } = useCoinChoice();
  const { forward } = useWithdrawal();
  const { renderAgain } = useRenderAgain();
  const byCoin = useMemo(() => new Map(tokens.map((token) => [token.coin_name, token] as const)), [tokens]);
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
  const movable = movableAssets(assets, byCoin);
  const opening = withdrawOpening(movable, coin, coinType);
  if (!opening) return <ErrorState title={t`None of your coins can be withdrawn to a chain yet.`} />;
  return (
    // Keyed by the opening coin too: with the server's reads the form is there before the device's main
    // coin (stored, read after hydration) is known, and it starts again from that coin once it is.
    <WithdrawForm
      key={`${round}:${opening.coin_name}`}
      locale={locale}
      assets={movable}
      tokens={byCoin}
      chains={chains}
      ownAddressOn={(name) => ownAddressFor(name, addresses)}
      initialCoin={opening.coin_name}
      initialChain={chain}
      onDone={(next, chainName) => {
        setOutcome({ outcome: next, chainName });
        if (refreshPage) renderAgain();
      }}
      onFailed={refreshPage ? renderAgain : undefined}
    />
  );
}
