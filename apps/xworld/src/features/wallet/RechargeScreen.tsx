// /activity/recharge (renders before app start): how to top up. Per chain the player's deposit address
// (get_all_wallet_addr) with a copy button and a QR code on request, and the tokens that chain takes
// (get_token_info). A server component: the reads the server made with the player's login are the page's
// HTML (RechargeView; ServerPlayerContent keeps it while this render is that player's), its only client
// code the copy and QR buttons. A guest (the chains and a sign-in), another login or a failed read gets the
// browser's read (RechargeFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import type { RechargeFirst } from "./load-recharge";
import { RechargeContent } from "./RechargeContent";

export interface RechargeScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<RechargeFirst> | null;
}

export function RechargeScreen({ locale, first }: RechargeScreenProps) {
  return (
    <PageFrame locale={locale} back="/wallet" heading={<Trans>Recharge</Trans>}>
      <RechargeContent locale={locale} first={first} />
    </PageFrame>
  );
}
