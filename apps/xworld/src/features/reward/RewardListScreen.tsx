// /reward/list (login-required): every reward the player received, newest first, 20 a page: claimed
// rewards, pool prizes, vote rewards, invest yields, lucky-code wins and newbie rewards. A server
// component: the first page the server read with the player's login is the page's HTML and ships no
// code (ServerPlayerContent keeps it while this render is that player's); "Show more" loads the next
// pages in the browser. A guest, another login or a failed read get the browser's own read
// (RewardListFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card/Card";
import type { RewardListFirst } from "./load-reward-list";
import { RewardHistoryList } from "./RewardHistoryList";
import { RewardListFromBrowser } from "./RewardListFromBrowser";

export interface RewardListScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<RewardListFirst> | null;
}

export function RewardListScreen({ locale, first }: RewardListScreenProps) {
  const fromBrowser = <RewardListFromBrowser locale={locale} />;
  const history = first?.data.history;
  return (
    <PageFrame locale={locale} back="/reward" heading={<Trans>Reward history</Trans>}>
      {first && history ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <Card flush>
            <div className="pb-8">
              <RewardHistoryList first={history} locale={locale} />
            </div>
          </Card>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
