// "Accounts you follow" on a follow task: which of the platform's accounts the player's linked account
// on the network follows (user get_following), each opened on the network. No client code of its own but
// each row's Open (OpenOnNetwork): rendered on the server with the page's read (FollowTaskScreen) and by
// the browser's read (FollowingList).
//
// Spec: not shown — where get_following is used. Choice: on the network's follow task, under the
// accounts to follow: that is where a player looks to see what their follows already count for.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { List, ListItem } from "@repo/ui/list";
import type { ReactNode } from "react";
import { type FollowMedia, followUrl, MEDIA_NAMES } from "./follow-media";
import { OpenOnNetwork } from "./OpenOnNetwork";

export type Following = ResponseOf<typeof userSocialEndpoints.getFollowing>;

/** `following` undefined while it loads; `failed`: what shows instead when its read failed. */
export function FollowingCard({ media, following, failed }: { media: FollowMedia; following: Following | undefined; failed?: ReactNode }) {
  const { t } = useLingui();
  const network = MEDIA_NAMES[media];
  return (
    <Card title={t`Accounts you follow`} flush>
      {failed ?? (
        <List
          label={t`Accounts you follow`}
          loading={!following}
          loadingRows={2}
          empty={
            <EmptyState
              title={<Trans>You follow none of our {network} accounts yet.</Trans>}
              description={<Trans>Follow one above and check it: it shows here.</Trans>}
            />
          }
        >
          {following?.list.map((account) => {
            const url = followUrl(media, account.account_id);
            const name = account.name;
            return (
              <ListItem
                key={account.account_id}
                leading={<img src={account.avatar} alt="" width={40} height={40} className="size-40 rounded-full bg-surface-sunken object-cover" />}
                title={<span className="font-semibold">{name}</span>}
                subtitle={t`Followed on ${network}`}
                trailing={url ? <OpenOnNetwork url={url} label={t`Open ${name} on ${network}`} /> : null}
              />
            );
          })}
        </List>
      )}
    </Card>
  );
}
