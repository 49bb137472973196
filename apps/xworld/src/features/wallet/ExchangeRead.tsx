"use client";
// The browser's read of the exchange (the server had none for this reader: a guest, another login, a
// login only Telegram or the host app knows, or a failed read): a sign-in for a guest, else the player's
// balances and token facts read here, with a retry. Loaded only then (ExchangeFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { useMemo } from "react";
import { ExchangeLive } from "./ExchangeLive";
import { SignInPrompt } from "./SignInPrompt";
import { useTokenInfos } from "./use-token-infos";
import { useAssets } from "./use-wallet-data";
import { useViewer } from "./use-viewer";
import { FormSkeleton } from "./WalletSkeletons";
import { walletHref } from "./wallet-paths";

export interface ExchangeReadProps {
  locale: Locale;
  from: string | null;
  to: string | null;
}

export function ExchangeRead({ locale, from, to }: ExchangeReadProps) {
  const viewer = useViewer();
  if (viewer === "player") return <PlayerExchangeRead locale={locale} from={from} to={to} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={walletHref(locale, "exchange", { from, to })}
      title={<Trans>Sign in to exchange coins</Trans>}
      description={<Trans>Swap one coin of your wallet for another at the current price.</Trans>}
    />
  );
}

function PlayerExchangeRead({ locale, from, to }: ExchangeReadProps) {
  const { t } = useLingui();
  const assets = useAssets(true);
  const coinNames = assets.data?.list.map((asset) => asset.coin_name) ?? [];
  const tokens = useTokenInfos(coinNames);
  const tokenList = useMemo(() => [...tokens.byCoin.values()], [tokens.byCoin]);
  if ((assets.isError && !assets.data) || (tokens.failed && !tokens.pending)) {
    const retry = () => {
      void assets.refetch();
      tokens.refetch();
    };
    return <ErrorState title={t`The exchange could not load.`} onRetry={retry} retrying={assets.isFetching} />;
  }
  if (!assets.data || tokens.pending) return <FormSkeleton />;
  return <ExchangeLive locale={locale} from={from} to={to} assets={assets.data.list} tokens={tokenList} refreshing={assets.isFetching} />;
}
