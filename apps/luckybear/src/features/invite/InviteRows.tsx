// The rows of the invite page's paged lists: a friend who recharged, and an invite reward. No client
// code: the server's first pages, the pagers' later pages and the browser's cards draw the same rows.
import { Trans } from "@lingui/react/macro";
import { formatDate, formatDateTime } from "@repo/i18n/dates";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list";
import type { InviteReward, RechargedFriend } from "./invite-reads";

export function RechargedFriendRow({ friend, locale }: { friend: RechargedFriend; locale: Locale }) {
  const since = formatDate(friend.time, { locale });
  const amount = formatAmount(friend.recharge_amount, { locale });
  return (
    <ListItem
      title={friend.username}
      subtitle={<Trans>First recharge {since}</Trans>}
      trailing={
        <span className="font-semibold tabular-nums">
          <Trans>{amount} USDT</Trans>
        </span>
      }
    />
  );
}

export function InviteRewardRow({ reward, locale }: { reward: InviteReward; locale: Locale }) {
  const friend = reward.from_username;
  const when = formatDateTime(reward.time, { locale });
  const amount = formatAmount(reward.amount, { locale });
  return (
    <ListItem
      title={<Trans>From {friend}</Trans>}
      subtitle={when}
      trailing={
        <span className="font-semibold tabular-nums text-success">
          +{amount} {reward.coin_name}
        </span>
      }
    />
  );
}
