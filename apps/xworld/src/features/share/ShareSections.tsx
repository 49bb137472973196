// The invite pages' parts as the server read them for the player, with no client code of their own: the
// invite panel is a part loaded after start (its server-drawn look meanwhile), the friends' "Show more"
// loads their pager on the first tap. null when a read a part needs failed: the browser then reads the
// page (ShareRead).
import { useLingui } from "@lingui/react/macro";
import { InvitedFriendRow, InvitedFriendsFrame, NoInvitedFriends, useInvitedFriendsLabel } from "@repo/app-shell/features/invite/InvitedFriendsParts";
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { Fragment, type ReactNode } from "react";
import { inviteCodeOf } from "./invite-link";
import { InvitePanelPart } from "./InvitePanelPart";
import { InvitePanelWaiting } from "./InvitePanelWaiting";
import { InviteRewardRules } from "./InviteRewardRules";
import type { ShareFirst } from "./load-share";
import type { FriendsPage } from "./MoreFriends";
import { LaterFriends } from "./ShareLaterPages";
import { SHARE_TABS, type ShareTab } from "./share-tabs";

/** The player's whole page (/share): every part, or null when one of them could not be read. */
export function serverSharePage(locale: Locale, player: number, data: ShareFirst): ReactNode | null {
  const parts = SHARE_TABS.map((tab) => ({ tab, part: serverSharePart(locale, tab, player, data) }));
  if (parts.some(({ part }) => part === null)) return null;
  return parts.map(({ tab, part }) => <Fragment key={tab}>{part}</Fragment>);
}

/** One part (a tab of /shareTab). */
export function serverSharePart(locale: Locale, tab: ShareTab, player: number, { reward, friends }: ShareFirst): ReactNode | null {
  switch (tab) {
    case "invite":
      // The message names the friend's reward, so the panel waits for a failed reward read like the rules.
      return reward ? (
        <InvitePanelPart
          locale={locale}
          player={player}
          reward={reward}
          waiting={<InvitePanelWaiting locale={locale} code={inviteCodeOf(player)} reward={reward} />}
        />
      ) : null;
    case "rewards":
      return reward ? <ServerRewards locale={locale} reward={reward} /> : null;
    case "friends":
      return friends ? <ServerFriends locale={locale} first={friends} /> : null;
  }
}

function ServerRewards({ locale, reward }: { locale: Locale; reward: NonNullable<ShareFirst["reward"]> }) {
  const { t } = useLingui();
  return (
    <Card title={t`Invite rewards`}>
      <InviteRewardRules locale={locale} reward={reward} />
    </Card>
  );
}

function ServerFriends({ locale, first }: { locale: Locale; first: FriendsPage }) {
  return (
    <InvitedFriendsFrame total={first.total}>
      <ServerPagedList first={first} label={useInvitedFriendsLabel()} empty={<NoInvitedFriends />} later={<LaterFriends first={first} locale={locale} />} footerClassName="px-16 pb-16">
        {first.list.map((friend) => (
          <InvitedFriendRow key={friend.user_id} friend={friend} locale={locale} />
        ))}
      </ServerPagedList>
    </InvitedFriendsFrame>
  );
}
