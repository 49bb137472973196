"use client";
// /wallet: renders before app start. A guest reads what the wallet offers and signs in; a player sees
// the total in USDT, every coin (the chosen one highlighted; a tap makes another the main coin), the
// ways on (recharge, withdraw, exchange, history), what each coin is, and the recent transfers.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { useRuntime } from "@repo/app-shell/runtime/context";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import Link from "@repo/app-shell/link";
import { CoinGuide } from "./CoinGuide";
import { CoinList } from "./CoinList";
import { formatBalance } from "./format-coin";
import { SignInPrompt } from "./SignInPrompt";
import { TransferHistory } from "./TransferHistory";
import { useCoinChoice } from "./use-coin-choice";
import { useWalletInfo } from "./use-wallet-data";
import { usePlayerView } from "./use-viewer";
import { WalletActions } from "./WalletActions";
import { WalletOverview } from "./WalletOverview";
import type { WalletFirst } from "./load-wallet";
import { FormSkeleton } from "./WalletSkeletons";
import { PageFrame } from "@repo/app-shell/page-frame";
import { walletHref } from "./wallet-paths";

export interface WalletScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<WalletFirst> | null;
}

export function WalletScreen({ locale, first }: WalletScreenProps) {
  const { t } = useLingui();
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} back="/" heading={<Trans>My wallet</Trans>}>
      {viewer === "player" ? (
        <PlayerWallet locale={locale} server={server} />
      ) : viewer === "guest" ? (
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
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function PlayerWallet({ locale, server }: { locale: Locale; server: PlayerAnswers<WalletFirst> }) {
  const { t } = useLingui();
  const { toasts } = useRuntime();
  const wallet = useWalletInfo(true, server.answer(server.data?.wallet));
  const { coinType, choose } = useCoinChoice();
  const amount = (value: string) => formatBalance(value, locale);
  const rows = wallet.data?.list;

  const onChoose = (coinName: string) => {
    if (coinName === coinType) return;
    choose(coinName);
    toasts.show(t`${coinName} is now your main coin.`, { tone: "success" });
  };

  return (
    <>
      {wallet.isError && !wallet.data ? (
        <ErrorState title={t`Your balances could not load.`} onRetry={() => void wallet.refetch()} retrying={wallet.isFetching} />
      ) : (
        <WalletOverview
          totalUsdt={wallet.data?.total_usdt ?? null}
          chosen={coinType}
          chosenRow={rows?.find((row) => row.coin_name === coinType)}
          formatAmount={amount}
        />
      )}

      <WalletActions locale={locale} coinType={coinType} />

      <Card title={t`My coins`} flush>
        <p className="-mt-8 px-16 pb-8 text-12 text-text-muted">
          <Trans>Tap a coin to make it your main coin.</Trans>
        </p>
        {wallet.isError && !wallet.data ? null : <CoinList rows={rows} chosen={coinType} formatAmount={amount} onChoose={onChoose} />}
        {rows ? (
          <div className="px-16 pb-16 pt-8">
            <CoinGuide coinNames={rows.map((row) => row.coin_name)} />
          </div>
        ) : null}
      </Card>

      <Card
        title={t`Recent transfers`}
        action={
          <Link href={walletHref(locale, "orders")} className="text-13 font-semibold text-link">
            <Trans>All orders</Trans>
          </Link>
        }
        flush
      >
        <TransferHistory locale={locale} server={server.firstPage(server.data?.transfers)} />
      </Card>
    </>
  );
}
