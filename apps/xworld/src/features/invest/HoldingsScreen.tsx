// /invest/holdings (login-required): the player's holdings with the yield earned so far, the time left
// until each is due, and redeeming a due one (once) with its yield. A server component: the holdings the
// server read with the player's login are the page's HTML (ServerPlayerContent keeps them while this
// render is that player's); each running holding's countdown (at zero the page renders again on the
// server) and each holding's redeem (loaded after start; a redeem renders the page again on the server)
// are its only client code. A guest, another login or a failed read get the browser's own read
// (HoldingsFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { RefreshingCountdown } from "@repo/app-shell/refreshing-countdown";
import { HoldingsFromBrowser, RedeemHoldingPart } from "./HoldingsFromBrowser";
import { HoldingsView } from "./HoldingsView";
import type { HoldingsFirst } from "./load-holdings";
import { redeemProps } from "./redeem-props";

export interface HoldingsScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<HoldingsFirst> | null;
}

export function HoldingsScreen({ locale, first }: HoldingsScreenProps) {
  const { t } = useLingui();
  const fromBrowser = <HoldingsFromBrowser locale={locale} loading={<FormSkeleton />} />;
  const holdings = first?.data.holdings;
  return (
    <PageFrame locale={locale} back="/invest" heading={<Trans>My holdings</Trans>}>
      {first && holdings ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <HoldingsView
            locale={locale}
            holdings={holdings.list}
            countdown={(holding) => <RefreshingCountdown endsAt={holding.end_at} label={t`Due in`} />}
            redeem={(holding) => <RedeemHoldingPart locale={locale} {...redeemProps(holding, locale)} refreshPage />}
          />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
