"use client";
// The browser's read of the withdrawal (the server had none for this reader: a guest, another login, a
// login only Telegram or the host app knows, or a failed read): a sign-in for a guest, else what the
// server could not read is read here (balances, chains, the player's addresses, token facts), with a retry.
// Loaded only then (WithdrawFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { useMemo } from "react";
import { ownAddressInvalid } from "./addresses";
import type { WithdrawFirst } from "./load-withdraw";
import { SignInPrompt } from "./SignInPrompt";
import { tokenAnswers, useTokenInfos } from "./use-token-infos";
import { useAssets, useChains, useOwnAddresses } from "./use-wallet-data";
import { usePlayerView } from "./use-viewer";
import { FormSkeleton } from "./WalletSkeletons";
import { walletHref } from "./wallet-paths";
import { WithdrawAddressInvalid } from "./WithdrawAddressInvalid";
import { WithdrawLive } from "./WithdrawLive";

export interface WithdrawReadProps {
  locale: Locale;
  coin: string | null;
  chain: string | null;
  /** The server's reads, of which the parts it made stand (for its player) and the rest are read here. */
  first?: PlayerFirst<WithdrawFirst> | null;
}

export function WithdrawRead({ locale, coin, chain, first }: WithdrawReadProps) {
  const { server, viewer } = usePlayerView(first);
  if (viewer === "player") return <PlayerWithdrawRead locale={locale} coin={coin} chain={chain} server={server} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={walletHref(locale, "withdraw", { coin, chain })}
      title={<Trans>Sign in to withdraw</Trans>}
      description={<Trans>Move coins from your wallet to your address on a chain.</Trans>}
    />
  );
}

function PlayerWithdrawRead({ locale, coin, chain, server }: Omit<WithdrawReadProps, "first"> & { server: ReturnType<typeof usePlayerView<WithdrawFirst>>["server"] }) {
  const { t } = useLingui();
  const assets = useAssets(true, server.answer(server.data?.assets));
  const chains = useChains(server.answer(server.data?.chains));
  const addresses = useOwnAddresses(true, server.answer(server.data?.addresses));
  const tokens = useTokenInfos(assets.data?.list.map((asset) => asset.coin_name) ?? [], tokenAnswers(server));
  const tokenList = useMemo(() => [...tokens.byCoin.values()], [tokens.byCoin]);

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
  if (ownAddressInvalid(addresses.data.list)) return <WithdrawAddressInvalid />;
  return (
    <WithdrawLive locale={locale} coin={coin} chain={chain} assets={assets.data.list} tokens={tokenList} chains={chains.data.list} addresses={addresses.data.list} />
  );
}
