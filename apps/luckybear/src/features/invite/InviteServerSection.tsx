// The opened section of the invite page as the server read it for the player, with no client code of its
// own (the link's buttons, the tabs and each list's pager are small parts). null when a read of the
// section failed: the browser then reads the page (InviteRead).
import { Trans, useLingui } from "@lingui/react/macro";
import { InvitedFriendRow, InvitedFriendsFrame, NoInvitedFriends, useInvitedFriendsLabel } from "@repo/app-shell/features/invite/InvitedFriendsParts";
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import type { ReactNode } from "react";
import { AgentEntryCard } from "./AgentEntryCard";
import { DailySummaryTable } from "./DailySummaryTable";
import type { FriendsPage, RechargedPage, RewardsPage } from "./invite-reads";
import type { InviteTab } from "./invite-tabs";
import { InviteLevelsView } from "./InviteLevelsView";
import { LaterFriends, LaterRecharged, LaterRewards } from "./InviteLaterPages";
import { InviteRewardRow, RechargedFriendRow } from "./InviteRows";
import { InviteSummaryView } from "./InviteSummaryView";
import type { InviteFirst } from "./load-invite";
import { WeeklyRankCard } from "./WeeklyRankCard";
import { WeeklyRankView } from "./WeeklyRankView";

const FOOTER = "px-16 pb-16";

export function serverInviteSection(locale: Locale, tab: InviteTab, data: InviteFirst, userName: string | undefined): ReactNode | null {
  const { summary, levels, weeklyRank, friends, recharged, daily, rewards } = data;
  switch (tab) {
    case "overview":
      return summary && levels && weeklyRank ? (
        <div className="flex flex-col gap-16">
          <InviteSummaryView locale={locale} summary={summary} />
          <InviteLevelsView locale={locale} levels={levels} invited={summary.invited_count} />
          <AgentEntryCard locale={locale} />
          <WeeklyRankCard>
            <WeeklyRankView locale={locale} rank={weeklyRank} userName={userName} />
          </WeeklyRankCard>
        </div>
      ) : null;
    case "friends":
      return friends ? <ServerFriends locale={locale} first={friends} /> : null;
    case "recharged":
      return recharged ? <ServerRecharged locale={locale} first={recharged} /> : null;
    case "earnings":
      return daily && rewards ? (
        <div className="flex flex-col gap-16">
          <ServerDaily locale={locale} daily={daily} />
          <ServerRewards locale={locale} first={rewards} />
        </div>
      ) : null;
  }
}

function ServerFriends({ locale, first }: { locale: Locale; first: FriendsPage }) {
  return (
    <InvitedFriendsFrame total={first.total}>
      <ServerPagedList first={first} label={useInvitedFriendsLabel()} empty={<NoInvitedFriends />} later={<LaterFriends first={first} locale={locale} />} footerClassName={FOOTER}>
        {first.list.map((friend) => (
          <InvitedFriendRow key={friend.user_id} friend={friend} locale={locale} />
        ))}
      </ServerPagedList>
    </InvitedFriendsFrame>
  );
}

function ServerRecharged({ locale, first }: { locale: Locale; first: RechargedPage }) {
  const { t } = useLingui();
  return (
    <Card title={t`Friends who recharged`} action={<span className="text-13 tabular-nums text-text-muted">{first.total}</span>} flush>
      <ServerPagedList
        first={first}
        label={t`Friends who recharged`}
        empty={<EmptyState title={<Trans>No recharges yet</Trans>} description={<Trans>Friends who recharge after signing up with your link show here.</Trans>} />}
        later={<LaterRecharged first={first} locale={locale} />}
        footerClassName={FOOTER}
      >
        {first.list.map((friend) => (
          <RechargedFriendRow key={friend.user_id} friend={friend} locale={locale} />
        ))}
      </ServerPagedList>
    </Card>
  );
}

function ServerDaily({ locale, daily }: { locale: Locale; daily: NonNullable<InviteFirst["daily"]> }) {
  const { t } = useLingui();
  return (
    <Card title={t`Last 7 days`}>
      <DailySummaryTable locale={locale} summary={daily} />
    </Card>
  );
}

function ServerRewards({ locale, first }: { locale: Locale; first: RewardsPage }) {
  const { t } = useLingui();
  return (
    <Card title={t`Invite rewards`} flush>
      <ServerPagedList
        first={first}
        label={t`Invite rewards`}
        empty={<EmptyState title={<Trans>No rewards yet</Trans>} description={<Trans>Rewards for your friends' sign-ups and recharges show here.</Trans>} />}
        later={<LaterRewards first={first} locale={locale} />}
        footerClassName={FOOTER}
      >
        {first.list.map((reward) => (
          <InviteRewardRow key={reward.id} reward={reward} locale={locale} />
        ))}
      </ServerPagedList>
    </Card>
  );
}
