// The recharge page's content under its frame, also the body of the recharge dialog
// (/activity/recharge_dialog): the server's reads for the player rendered there (RechargeView), else the
// browser's read (RechargeFromBrowser). A module of its own, so the dialog does not bring the page's frame.
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { RechargeFirst } from "./load-recharge";
import { RechargeFromBrowser } from "./RechargeFromBrowser";
import { RechargeView, walletTokens } from "./RechargeView";
import { FormSkeleton } from "./WalletSkeletons";

export interface RechargeContentProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<RechargeFirst> | null;
}

/** What the page shows under its frame; also the body of the recharge dialog (/activity/recharge_dialog). */
export function RechargeContent({ locale, first }: RechargeContentProps) {
  const fromBrowser = <RechargeFromBrowser locale={locale} placeholder={<FormSkeleton />} />;
  const { wallet, chains, addresses, tokens } = first?.data ?? {};
  if (!first || !wallet || !chains || !addresses || !tokens) return fromBrowser;
  return (
    <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
      <RechargeView
        locale={locale}
        chains={chains.list}
        addresses={addresses.list}
        tokens={walletTokens(wallet.list, new Map(tokens.map((token) => [token.coin_name, token])))}
      />
    </ServerPlayerContent>
  );
}
