// The invited friends' list parts with no client code of their own, which the browser's InvitedFriendsCard
// and a server-rendered list share: the card with its total, one friend's row, the empty list.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { formatDate } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ListItem } from "@repo/ui/list";
import type { ReactNode } from "react";

export type InvitedFriend = ResponseOf<typeof luckyBearInviteEndpoints.inviteUsers>["list"][number];

export function InvitedFriendRow({ friend, locale }: { friend: InvitedFriend; locale: Locale }) {
  const joined = formatDate(friend.registered_at, { locale });
  return (
    <ListItem
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
}

/** The list's name: "Friends you invited". */
export function useInvitedFriendsLabel(): string {
  const { t } = useLingui();
  return t`Friends you invited`;
}

/** The card around the list, with the total once known. */
export function InvitedFriendsFrame({ total, children }: { total: number | undefined; children: ReactNode }) {
  return (
    <Card title={useInvitedFriendsLabel()} action={total === undefined ? null : <span className="text-13 tabular-nums text-text-muted">{total}</span>} flush>
      {children}
    </Card>
  );
}

export function NoInvitedFriends() {
  return <EmptyState title={<Trans>No friends yet</Trans>} description={<Trans>Share your invite link: friends who sign up show here.</Trans>} />;
}
