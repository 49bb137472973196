"use client";
// "Accounts you follow" on a follow task: which of the platform's accounts the player's linked account
// on the network follows (user get_following), each opened on the network. Shown only once the account
// is linked; a checked follow appears here (check_follow_status re-reads get_following).
//
// Spec: not shown — where get_following is used. Choice: on the network's follow task, under the
// accounts to follow: that is where a player looks to see what their follows already count for.
import { Trans, useLingui } from "@lingui/react/macro";
import { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import { useApiQuery } from "@repo/api-client/react";
import { usePlatform } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { List, ListItem } from "@repo/ui/list";
import { type FollowMedia, followUrl, MEDIA_NAMES } from "./follow-media";

export function FollowingList({ media }: { media: FollowMedia }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const following = useApiQuery(userSocialEndpoints.getFollowing, { media_type: media });
  const network = MEDIA_NAMES[media];
  return (
    <Card title={t`Accounts you follow`} flush>
      {following.isError && !following.data ? (
        <ErrorState title={t`The accounts you follow could not load.`} onRetry={() => void following.refetch()} retrying={following.isFetching} />
      ) : (
        <List
          label={t`Accounts you follow`}
          loading={!following.data}
          loadingRows={2}
          empty={
            <EmptyState
              title={<Trans>You follow none of our {network} accounts yet.</Trans>}
              description={<Trans>Follow one above and check it: it shows here.</Trans>}
            />
          }
        >
          {following.data?.list.map((account) => {
            const url = followUrl(media, account.account_id);
            const name = account.name;
            return (
              <ListItem
                key={account.account_id}
                leading={<img src={account.avatar} alt="" width={40} height={40} className="size-40 rounded-full bg-surface-sunken object-cover" />}
                title={<span className="font-semibold">{name}</span>}
                subtitle={t`Followed on ${network}`}
                trailing={
                  url ? (
                    <Button size="sm" variant="ghost" aria-label={t`Open ${name} on ${network}`} onClick={() => void platform.openLink(url)}>
                      <Trans>Open</Trans>
                    </Button>
                  ) : null
                }
              />
            );
          })}
        </List>
      )}
    </Card>
  );
}
