"use client";
// The browser's read of /wallet (the server had none for this reader: a guest, another login, a login only
// Telegram or the host app knows, or a failed read): what the wallet offers and a sign-in for a guest,
// app start awaited inside Telegram, else the player's balances and transfers read here.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { RecentTransfersCard } from "./RecentTransfersCard";
import { SignInPrompt } from "./SignInPrompt";
import { TransferHistory } from "./TransferHistory";
import { useWalletInfo } from "./use-wallet-data";
import { useViewer } from "./use-viewer";
import { WalletCoins } from "./WalletCoins";
import { FormSkeleton } from "./WalletSkeletons";
import { walletHref } from "./wallet-paths";

export function WalletRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const viewer = useViewer();
  if (viewer === "player") return <PlayerWalletRead locale={locale} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={walletHref(locale, "wallet")}
      title={<Trans>Your wallet, with several coins</Trans>}
      description={<Trans>Sign in to see your balances and move your coins.</Trans>}
      points={[
        t`Keep WH, USDT, KTHER, contribution (KC), HAPPY and more in one place`,
        t`Top up, and withdraw to your own address on chain`,
        t`Exchange one coin for another at the current price`,
        t`Follow every transfer in your history`,
      ]}
    />
  );
}

function PlayerWalletRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const wallet = useWalletInfo(true);
  const failed = wallet.isError && !wallet.data;
  return (
    <>
      <WalletCoins
        locale={locale}
        rows={wallet.data?.list}
        totalUsdt={wallet.data?.total_usdt ?? null}
        failure={failed ? <ErrorState title={t`Your balances could not load.`} onRetry={() => void wallet.refetch()} retrying={wallet.isFetching} /> : undefined}
      />
      <RecentTransfersCard locale={locale}>
        <TransferHistory locale={locale} />
      </RecentTransfersCard>
    </>
  );
}
