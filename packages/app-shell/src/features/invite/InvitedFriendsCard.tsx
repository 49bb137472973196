"use client";
// The friends the player invited, 20 a page (spec section 9: invite list page size 20); the next page
// loads when the end of the list scrolls into view.
import { useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { DEFAULT_PAGE_SIZE } from "@repo/api-client/schemas/common";
import { type ServerFirstPageOptions, useApiInfiniteQuery } from "@repo/api-client/react";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { LoadMore } from "@repo/ui/load-more";
import { InvitedFriendRow, InvitedFriendsFrame, NoInvitedFriends, useInvitedFriendsLabel } from "./InvitedFriendsParts";

// Spec: not shown — which call lists an xworld player's invited friends. Choice: the lucky bear
// service's invite_users (page, page_size), the only invite list of the spec; both brands share the
// player's account.
/** `server`: a page's server read of the first page for the player (`usePlayerFirst(first).firstPage(…)`), if any. */
export function InvitedFriendsCard({
  locale,
  enabled,
  server = {},
}: {
  locale: Locale;
  enabled: boolean;
  server?: ServerFirstPageOptions<ResponseOf<typeof luckyBearInviteEndpoints.inviteUsers>>;
}) {
  const { t } = useLingui();
  const label = useInvitedFriendsLabel();
  const friends = useApiInfiniteQuery(luckyBearInviteEndpoints.inviteUsers, { page_size: DEFAULT_PAGE_SIZE }, { enabled, ...server });
  const pages = friends.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.list);
  const total = pages[0]?.total;

  return (
    <InvitedFriendsFrame total={total}>
      {friends.isError && rows.length === 0 ? (
        <ErrorState title={t`Your friends could not load.`} onRetry={() => void friends.refetch()} retrying={friends.isFetching} />
      ) : (
        <List label={label} loading={!friends.data} empty={<NoInvitedFriends />}>
          {rows.map((friend) => (
            <InvitedFriendRow key={friend.user_id} friend={friend} locale={locale} />
          ))}
        </List>
      )}
      <LoadMore
        hasMore={friends.hasNextPage}
        loading={friends.isFetchingNextPage}
        failed={friends.isFetchNextPageError}
        onLoadMore={() => void friends.fetchNextPage()}
        className="px-16 pb-16"
      />
    </InvitedFriendsFrame>
  );
}
