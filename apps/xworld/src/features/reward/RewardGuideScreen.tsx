// /reward/guide (re-reads user info on open; the earn tab's page): how rewards are earned, the tasks
// first, then one section per source with a link to where it is earned, and for a signed-in player how
// many rewards wait to be claimed. A server component: the guide has no client code; the count of
// rewards waiting comes from the server's read for the player (ServerPlayerContent keeps it while this
// render is that player's), else from the browser's read once a login is known.
import { Trans, useLingui } from "@lingui/react/macro";
import { REWARD_SOURCES, type RewardSource } from "@repo/api-client/endpoints/activity";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import type { RewardFirst } from "./load-reward";
import { REWARD_SOURCE_PAGES } from "./reward-sources";
import { useSourceLabels } from "./use-source-label";
import { WaitingRewardsFromBrowser } from "./WaitingRewardsFromBrowser";
import { WaitingRewardsLink } from "./WaitingRewardsLink";

export interface RewardGuideScreenProps {
  locale: Locale;
  /** The rewards waiting as the server read them with the player's login cookies (none for a guest). */
  first?: PlayerFirst<RewardFirst> | null;
}

export function RewardGuideScreen({ locale, first }: RewardGuideScreenProps) {
  const { t } = useLingui();
  const labels = useSourceLabels();
  const fromBrowser = <WaitingRewardsFromBrowser locale={locale} />;
  const claimable = first?.data.claimable;
  const how: Record<RewardSource, string> = {
    daily: t`Open XWorld every day: a bonus waits on the rewards page for a day.`,
    invite: t`Invite friends with your link: you are rewarded when they join and recharge.`,
    event: t`Take part in events: their rewards wait for a few days before they expire.`,
    pool: t`Hold shares of a prize pool: when it ends you receive your part of the prize.`,
    vote: t`Stake coins on projects: stakes earn a yearly reward by the second.`,
    invest: t`Invest for a fixed term: you get your coins back with the yield when it ends.`,
    luckycode: t`Buy lucky codes: one code of each draw wins the whole prize.`,
    newbie: t`In your first week, finish the newbie tasks for a reward each.`,
  };
  return (
    <PageFrame locale={locale} back="/reward" heading={<Trans>How to earn rewards</Trans>}>
      {first && claimable ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <WaitingRewardsLink locale={locale} count={claimable.list.length} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
      <ul className="flex flex-col gap-12" aria-label={t`Ways to earn`}>
        {/* The guide is the earn tab's page (issue 18): the tasks, which pay their own rewards, lead it. */}
        <li>
          <Card title={t`Tasks and offers`}>
            <p className="text-14 text-text">{t`Play games and finish tasks: each task pays its reward when you claim it.`}</p>
            <Link href={withLocale("/#tasks", locale)} className="mt-8 inline-block text-14 font-semibold text-link">
              <Trans>Go there</Trans>
            </Link>
          </Card>
        </li>
        {REWARD_SOURCES.map((source) => (
          <li key={source}>
            <Card title={labels[source]}>
              <p className="text-14 text-text">{how[source]}</p>
              <Link href={withLocale(REWARD_SOURCE_PAGES[source], locale)} className="mt-8 inline-block text-14 font-semibold text-link">
                <Trans>Go there</Trans>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
