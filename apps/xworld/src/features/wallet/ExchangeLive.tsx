"use client";
// The exchange itself, from balances and token facts the caller read (the server's, or the browser's):
// the form starting from the link's pair or the device's main coin, then what was booked. After an
// exchange the balances are read again: on the server-rendered page (`refreshPage`) the page renders
// again on the server, else the wallet queries the API client invalidated are read again by the caller.
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { useLingui } from "@lingui/react/macro";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useMemo, useState } from "react";
import { type Exchange, ExchangeDone } from "./ExchangeDone";
import { ExchangeForm } from "./ExchangeForm";
import { initialPair } from "./exchange-pair";
import { useCoinChoice } from "./use-coin-choice";
import type { AssetRow, TokenInfo } from "./use-wallet-data";

export interface ExchangeLiveProps {
  locale: Locale;
  /** Coins named in the link (?from=&to=), already read as coin names. */
  from: string | null;
  to: string | null;
  assets: readonly AssetRow[];
  /** Token facts of the coins (coins without them cannot be exchanged). */
  tokens: readonly TokenInfo[];
  /** Balances being read again (the browser's queries after an exchange): the done card waits. */
  refreshing?: boolean;
  refreshPage?: boolean;
}

export function ExchangeLive({ locale, from, to, assets, tokens, refreshing = false, refreshPage = false }: ExchangeLiveProps) {
  const { t } = useLingui();
  const { coinType } = useCoinChoice();
  const { renderAgain, rendering } = useRenderAgain();
  const byCoin = useMemo(() => new Map(tokens.map((token) => [token.coin_name, token] as const)), [tokens]);
  const [done, setDone] = useState<Exchange | null>(null);
  const [round, setRound] = useState(0);

  if (done) {
    return (
      <ExchangeDone
        locale={locale}
        exchange={done}
        balances={rendering || refreshing ? undefined : assets}
        onAgain={() => {
          setDone(null);
          setRound((count) => count + 1);
        }}
      />
    );
  }
  const coins = assets.map((asset) => asset.coin_name).filter((coin) => byCoin.has(coin));
  const pair = initialPair(coins, from, to, coinType);
  if (!pair) return <ErrorState title={t`You need two coins to make an exchange.`} />;
  return (
    // Keyed by the pair too: with the server's reads the form is there before the device's main coin
    // (stored, read after hydration) is known, and it starts again from that coin once it is.
    <ExchangeForm
      key={`${round}:${pair.from}:${pair.to}`}
      locale={locale}
      assets={assets}
      tokens={byCoin}
      initialFrom={pair.from}
      initialTo={pair.to}
      onDone={(exchange) => {
        setDone(exchange);
        if (refreshPage) renderAgain();
      }}
      onFailed={refreshPage ? renderAgain : undefined}
    />
  );
}
