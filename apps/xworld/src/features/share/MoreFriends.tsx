"use client";
// The invited friends' pager: the pages after the server's first, 20 at a time, as rows after its rows
// (loaded on the first "Show more" by ShareLaterPages).
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { InvitedFriendRow } from "@repo/app-shell/features/invite/InvitedFriendsParts";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import type { Locale } from "@repo/i18n/locales";

export type FriendsPage = ResponseOf<typeof luckyBearInviteEndpoints.inviteUsers>;

export function MoreFriends({ first, locale, onChange }: { first: FriendsPage; locale: Locale } & PagerReport) {
  const later = useMorePages(luckyBearInviteEndpoints.inviteUsers, { page_size: first.page_size }, { first, idKey: "user_id", onChange });
  return later.map((friend) => <InvitedFriendRow key={friend.user_id} friend={friend} locale={locale} />);
}
