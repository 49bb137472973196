// One account to follow as a row: its picture, name and reward (or what went wrong with its check), and
// "Followed" once followed, else `action` (its Follow or Check button). No client code of its own: the
// server draws it with a Follow button that does nothing yet until the row's part has loaded
// (FollowRowPart), and the part (FollowRow) draws it with its buttons.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { ListItem } from "@repo/ui/list";
import type { ReactNode } from "react";
import type { FollowAccount } from "./FollowAccountsCard";

/** Without `action`, the Follow button shows as it will, not pressable (and no function passes to the client Button, which a server component cannot). */
export function FollowRowView({ account, problem, action }: { account: FollowAccount; problem?: string | null; action?: ReactNode }) {
  const { t } = useLingui();
  const reward = account.reward;
  const coin = account.coin_name;
  const name = account.name;
  return (
    <ListItem
      leading={<img src={account.avatar} alt="" width={40} height={40} className="size-40 rounded-full bg-surface-sunken object-cover" />}
      title={<span className="font-semibold">{name}</span>}
      subtitle={problem ? <span className="text-danger">{problem}</span> : t`+${reward} ${coin}, once`}
      trailing={
        account.followed ? (
          <span className="text-13 font-semibold text-success">
            <Trans>Followed</Trans>
          </span>
        ) : (
          (action ?? (
            <Button size="sm" variant="secondary" disabled aria-label={t`Follow ${name}`}>
              <Trans>Follow</Trans>
            </Button>
          ))
        )
      }
    />
  );
}
