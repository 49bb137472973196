"use client";
// Read by the browser (InviteRead). The invited friends who recharged (invite_recharged_users), 20 a page, the next page loading as the
// end of the list scrolls into view.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { DEFAULT_PAGE_SIZE } from "@repo/api-client/schemas/common";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { LoadMore } from "@repo/ui/load-more";
import { RechargedFriendRow } from "./InviteRows";

export function RechargedFriendsCard({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const friends = useApiInfiniteQuery(luckyBearInviteEndpoints.inviteRechargedUsers, { page_size: DEFAULT_PAGE_SIZE });
  const pages = friends.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.list);
  const total = pages[0]?.total;
  return (
    <Card title={t`Friends who recharged`} action={total === undefined ? null : <span className="text-13 tabular-nums text-text-muted">{total}</span>} flush>
      {friends.isError && rows.length === 0 ? (
        <ErrorState title={t`Your recharged friends could not load.`} onRetry={() => void friends.refetch()} retrying={friends.isFetching} />
      ) : (
        <List
          label={t`Friends who recharged`}
          loading={!friends.data}
          empty={<EmptyState title={<Trans>No recharges yet</Trans>} description={<Trans>Friends who recharge after signing up with your link show here.</Trans>} />}
        >
          {rows.map((friend) => (
            <RechargedFriendRow key={friend.user_id} friend={friend} locale={locale} />
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
    </Card>
  );
}
