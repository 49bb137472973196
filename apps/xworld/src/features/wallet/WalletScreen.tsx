// /wallet: renders before app start. A guest reads what the wallet offers and signs in; a player sees
// the total in USDT, every coin (the chosen one highlighted; a tap makes another the main coin), the
// ways on (recharge, withdraw, exchange, history), what each coin is, and the recent transfers.
// A server component: the balances and the first page of transfers the server read with the player's
// login are the page's HTML (ServerPlayerContent keeps them while this render is that player's). Its
// client code: the device's main coin (its highlight, balance and Exchange link, and the tap that chooses
// it: WalletCoins' leaves), the explanations' buttons and "Show more" (loaded on the first ask). A guest,
// another login or a failed read gets the browser's read (WalletFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { WalletFirst } from "./load-wallet";
import { OrdersPages } from "./OrdersPages";
import { RecentTransfersCard } from "./RecentTransfersCard";
import { WalletCoins } from "./WalletCoins";
import { TransfersFromBrowser, WalletFromBrowser } from "./WalletFromBrowser";
import { FormSkeleton, HistorySkeleton } from "./WalletSkeletons";

export interface WalletScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<WalletFirst> | null;
}

export function WalletScreen({ locale, first }: WalletScreenProps) {
  const fromBrowser = <WalletFromBrowser locale={locale} placeholder={<FormSkeleton />} />;
  const wallet = first?.data.wallet;
  const transfers = first?.data.transfers;
  return (
    <PageFrame locale={locale} back="/" heading={<Trans>My wallet</Trans>}>
      {first && wallet ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <WalletCoins locale={locale} rows={wallet.list} totalUsdt={wallet.total_usdt} />
          <RecentTransfersCard locale={locale}>
            {transfers ? <OrdersPages first={{ tab: "transfers", page: transfers }} locale={locale} /> : <TransfersFromBrowser locale={locale} placeholder={<HistorySkeleton />} />}
          </RecentTransfersCard>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
