"use client";
// Read by the browser (InviteRead). Every reward the invites brought (invite_rewards): from which friend, how much, when; 20 a page, the
// next page loading as the end of the list scrolls into view.
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
import { InviteRewardRow } from "./InviteRows";

export function InviteRewardsCard({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const rewards = useApiInfiniteQuery(luckyBearInviteEndpoints.inviteRewards, { page_size: DEFAULT_PAGE_SIZE });
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
          {rows.map((reward) => (
            <InviteRewardRow key={reward.id} reward={reward} locale={locale} />
          ))}
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
