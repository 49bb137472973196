"use client";
// The friends the player invited, 20 a page (spec section 9: invite list page size 20); the next page
// loads when the end of the list scrolls into view.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { DEFAULT_PAGE_SIZE } from "@repo/api-client/schemas/common";
import { type ServerFirstPageOptions, useApiInfiniteQuery } from "@repo/api-client/react";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { formatDate } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { List, ListItem } from "@repo/ui/list";
import { LoadMore } from "@repo/ui/load-more";

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
  const friends = useApiInfiniteQuery(luckyBearInviteEndpoints.inviteUsers, { page_size: DEFAULT_PAGE_SIZE }, { enabled, ...server });
  const pages = friends.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.list);
  const total = pages[0]?.total;

  return (
    <Card
      title={t`Friends you invited`}
      action={total === undefined ? null : <span className="text-13 tabular-nums text-text-muted">{total}</span>}
      flush
    >
      {friends.isError && rows.length === 0 ? (
        <ErrorState title={t`Your friends could not load.`} onRetry={() => void friends.refetch()} retrying={friends.isFetching} />
      ) : (
        <List
          label={t`Friends you invited`}
          loading={!friends.data}
          empty={<EmptyState title={<Trans>No friends yet</Trans>} description={<Trans>Share your invite link: friends who sign up show here.</Trans>} />}
        >
          {rows.map((friend) => {
            const joined = formatDate(friend.registered_at, { locale });
            return (
              <ListItem
                key={friend.user_id}
                leading={<img src={friend.avatar} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-40 rounded-full bg-surface-sunken object-cover" />}
                title={friend.username}
                subtitle={<Trans>Joined {joined}</Trans>}
                trailing={
                  friend.recharged ? (
                    <span className="rounded-full bg-success px-8 py-2 text-12 font-semibold text-success-contrast">
                      <Trans>Recharged</Trans>
                    </span>
                  ) : (
                    <span className="text-12 text-text-muted">
                      <Trans>Signed up</Trans>
                    </span>
                  )
                }
              />
            );
          })}
        </List>
      )}
      <LoadMore
        hasMore={friends.hasNextPage}
        loading={friends.isFetchingNextPage}
        failed={friends.isFetchNextPageError}
        onLoadMore={() => void friends.fetchNextPage()}
        className="px-16 pb-16"
      />
    </Card>
  );
}
