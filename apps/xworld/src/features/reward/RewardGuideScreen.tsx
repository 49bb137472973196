"use client";
// /reward/guide (re-reads user info on open; the earn tab's page): how rewards are earned, the tasks
// first, then one section per source with a link to where it is earned, and for a signed-in player how
// many rewards wait to be claimed.
import { Trans, useLingui } from "@lingui/react/macro";
import { activityEndpoints, REWARD_SOURCES, type RewardSource } from "@repo/api-client/endpoints/activity";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import Link from "@repo/app-shell/link";
import { useViewer } from "../wallet/use-viewer";
import { REWARD_SOURCE_PAGES } from "./reward-sources";
import { useSourceLabels } from "./use-source-label";

export function RewardGuideScreen({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const viewer = useViewer();
  const labels = useSourceLabels();
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
      {viewer === "player" ? <Waiting locale={locale} /> : null}
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

function Waiting({ locale }: { locale: Locale }) {
  const rewards = useApiQuery(activityEndpoints.claimableRewards, {});
  const count = rewards.data?.list.length;
  if (count === undefined || count === 0) return null;
  return (
    <Link href={withLocale("/reward", locale)} className="rounded-16 bg-primary px-16 py-14 text-15 font-semibold text-primary-contrast">
      <Trans>Rewards waiting for you: {count}. Claim them now</Trans>
    </Link>
  );
}
