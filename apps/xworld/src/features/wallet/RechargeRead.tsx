"use client";
// The browser's read of the recharge page (the server had none for this reader: a guest, another login,
// a login only Telegram or the host app knows, or a failed read): a guest sees the chains and signs in to
// get an address; a player's coins, chains, addresses and token facts are read here, with a retry.
// Loaded only then (RechargeFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { List, ListItem } from "@repo/ui/list";
import { ChainBadge } from "./ChainBadge";
import { RechargeView, walletTokens } from "./RechargeView";
import { SignInPrompt } from "./SignInPrompt";
import { useTokenInfos } from "./use-token-infos";
import { useChains, useOwnAddresses, useWalletInfo } from "./use-wallet-data";
import { useViewer } from "./use-viewer";
import { FormSkeleton } from "./WalletSkeletons";
import { walletHref } from "./wallet-paths";

export function RechargeRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <PlayerRechargeRead locale={locale} />;
  if (viewer === "pending") return <FormSkeleton />;
  return <GuestRecharge locale={locale} />;
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

function PlayerRechargeRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const wallet = useWalletInfo(true);
  const chains = useChains();
  const addresses = useOwnAddresses(true);
  const tokens = useTokenInfos(wallet.data?.list.map((row) => row.coin_name) ?? []);

  const failed = [wallet, chains, addresses].some((query) => query.isError && !query.data);
  if (failed) {
    const retry = () => {
      void wallet.refetch();
      void chains.refetch();
      void addresses.refetch();
    };
    return <ErrorState title={t`Your deposit addresses could not load.`} onRetry={retry} retrying={wallet.isFetching || chains.isFetching} />;
  }
  if (!chains.data || !addresses.data || !wallet.data) return <FormSkeleton />;
  return (
    <RechargeView
      locale={locale}
      chains={chains.data.list}
      addresses={addresses.data.list}
      tokens={tokens.pending ? undefined : walletTokens(wallet.data.list, tokens.byCoin)}
    />
  );
}
