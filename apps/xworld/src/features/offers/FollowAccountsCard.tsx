// "Accounts to follow" on a follow task: the card and its list, each row drawn by `row` (the server's
// row part, or the browser's row). No client code of its own.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { List } from "@repo/ui/list";
import { Fragment, type ReactNode } from "react";

export type FollowAccounts = ResponseOf<typeof userSocialEndpoints.getFollowList>;
export type FollowAccount = FollowAccounts["list"][number];

/** `accounts` undefined while they load. */
export function FollowAccountsCard({ accounts, row }: { accounts: FollowAccounts | undefined; row: (account: FollowAccount) => ReactNode }) {
  const { t } = useLingui();
  return (
    <Card title={t`Accounts to follow`} flush>
      <List label={t`Accounts to follow`} loading={!accounts} loadingRows={3} empty={<EmptyState title={<Trans>Nothing to follow right now</Trans>} />}>
        {accounts?.list.map((account) => <Fragment key={account.account_id}>{row(account)}</Fragment>)}
      </List>
    </Card>
  );
}
