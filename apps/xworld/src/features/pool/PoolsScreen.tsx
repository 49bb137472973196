// /pool (renders before app start, open to guests): running pools with their prize, countdown and the
// reader's share, and ended pools with what they paid; each opens its own page. A server component: the
// server reads the list as the player the login cookies name, with their shares, or as a guest, and
// renders it there (ServerPlayerContent keeps it while this render is that reader's; a guest's read
// stands until a login is known). The tabs and the countdowns are its only client code (at a countdown's
// zero the page renders again on the server). Another reader or a failed read gets the browser's own
// read (PoolsFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { ViewerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { PoolsFirst } from "./load-pools";
import { RefreshingCountdown } from "@repo/app-shell/refreshing-countdown";
import { PoolList, type PoolTab } from "./PoolList";
import { PoolsFromBrowser } from "./PoolsFromBrowser";
import { PoolTabs } from "./PoolTabs";

/** `first`: what the server read when the page opened, and for whom (nothing when it could not). */
export function PoolsScreen({ locale, first }: { locale: Locale; first?: ViewerFirst<PoolsFirst> | null }) {
  const { t } = useLingui();
  const fromBrowser = <PoolsFromBrowser locale={locale} />;
  const pools = first?.data.pools;
  const panel = (tab: PoolTab) => <PoolList locale={locale} tab={tab} pools={pools?.list} countdown={(pool) => <RefreshingCountdown endsAt={pool.end_at} label={t`Ends in`} className="text-13 text-text" />} />;
  return (
    <PageFrame locale={locale} heading={<Trans>Prize pools</Trans>}>
      <p className="text-14 text-text-muted">
        <Trans>Buy shares with coins or earn them with tasks. When a pool ends, its prize is split among the shares.</Trans>
      </p>
      {first && pools ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <PoolTabs running={panel("running")} ended={panel("ended")} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
