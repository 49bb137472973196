"use client";
// The invite page's pagers: the pages after the server's first of each list, 20 at a time, as rows after
// its rows (loaded on the first "Show more" by InviteLaterPages).
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { InvitedFriendRow } from "@repo/app-shell/features/invite/InvitedFriendsParts";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import type { Locale } from "@repo/i18n/locales";
import type { FriendsPage, RechargedPage, RewardsPage } from "./invite-reads";
import { InviteRewardRow, RechargedFriendRow } from "./InviteRows";

type PagerProps<P> = { first: P; locale: Locale } & PagerReport;

export function MoreFriends({ first, locale, onChange }: PagerProps<FriendsPage>) {
  const later = useMorePages(luckyBearInviteEndpoints.inviteUsers, { page_size: first.page_size }, { first, idKey: "user_id", onChange });
  return later.map((friend) => <InvitedFriendRow key={friend.user_id} friend={friend} locale={locale} />);
}

export function MoreRecharged({ first, locale, onChange }: PagerProps<RechargedPage>) {
  const later = useMorePages(luckyBearInviteEndpoints.inviteRechargedUsers, { page_size: first.page_size }, { first, idKey: "user_id", onChange });
  return later.map((friend) => <RechargedFriendRow key={friend.user_id} friend={friend} locale={locale} />);
}

export function MoreRewards({ first, locale, onChange }: PagerProps<RewardsPage>) {
  const later = useMorePages(luckyBearInviteEndpoints.inviteRewards, { page_size: first.page_size }, { first, idKey: "id", onChange });
  return later.map((reward) => <InviteRewardRow key={reward.id} reward={reward} locale={locale} />);
}
