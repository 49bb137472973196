// /luckybear/rewards: the hub the tab bar's "rewards" tab opens: the wheel, the free lottery, live
// prizes, championships and VIP, each with the player's state there, one tap away. A server component:
// the states the server read with the player's login are the page's HTML and ship no code
// (ServerPlayerContent keeps them while this render is that player's); otherwise the browser reads them
// (RewardsFromBrowser).
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { RewardsFirst } from "./load-rewards";
import { RewardsFromBrowser } from "./RewardsFromBrowser";
import { RewardsHub } from "./RewardsHub";
import { serverRewardStates } from "./reward-states";

export interface RewardsScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<RewardsFirst> | null;
}

export function RewardsScreen({ locale, first }: RewardsScreenProps) {
  const fromBrowser = <RewardsFromBrowser locale={locale} />;
  const states = first ? serverRewardStates(first.data) : null;
  return first && states ? (
    <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
      <RewardsHub locale={locale} states={states} />
    </ServerPlayerContent>
  ) : (
    fromBrowser
  );
}
