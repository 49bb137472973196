"use client";
// Every reward the invites brought (invite_rewards): from which friend, how much, when; 20 a page, the
// next page loading as the end of the list scrolls into view.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { DEFAULT_PAGE_SIZE } from "@repo/api-client/schemas/common";
import { type ServerFirstPageOptions, useApiInfiniteQuery } from "@repo/api-client/react";
import { formatDateTime } from "@repo/i18n/dates";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { List, ListItem } from "@repo/ui/list";
import { LoadMore } from "@repo/ui/load-more";

/** `server`: the invite page's server read of the first page (`usePlayerFirst(first).firstPage(…)`). */
export function InviteRewardsCard({ locale, server }: { locale: Locale; server: ServerFirstPageOptions<ResponseOf<typeof luckyBearInviteEndpoints.inviteRewards>> }) {
  const { t } = useLingui();
  const rewards = useApiInfiniteQuery(luckyBearInviteEndpoints.inviteRewards, { page_size: DEFAULT_PAGE_SIZE }, server);
  const rows = (rewards.data?.pages ?? []).flatMap((page) => page.list);
  return (
    <Card title={t`Invite rewards`} flush>
      {rewards.isError && rows.length === 0 ? (
        <ErrorState title={t`Your invite rewards could not load.`} onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} />
      ) : (
        <List
          label={t`Invite rewards`}
          loading={!rewards.data}
          empty={<EmptyState title={<Trans>No rewards yet</Trans>} description={<Trans>Rewards for your friends' sign-ups and recharges show here.</Trans>} />}
        >
          {rows.map((reward) => {
            const friend = reward.from_username;
            const when = formatDateTime(reward.time, { locale });
            const amount = formatAmount(reward.amount, { locale });
            return (
              <ListItem
                key={reward.id}
                title={<Trans>From {friend}</Trans>}
                subtitle={when}
                trailing={
                  <span className="font-semibold tabular-nums text-success">
                    +{amount} {reward.coin_name}
                  </span>
                }
              />
            );
          })}
        </List>
      )}
      <LoadMore
        hasMore={rewards.hasNextPage}
        loading={rewards.isFetchingNextPage}
        failed={rewards.isFetchNextPageError}
        onLoadMore={() => void rewards.fetchNextPage()}
        className="px-16 pb-16"
      />
    </Card>
  );
}
