// "Your matches" on the host page: the matches the player hosts (`children`, one row each), or what to do
// when there are none. No client code of its own.
import { Trans, useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import type { ReactNode } from "react";

export function HostedMatchesCard({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Card title={<Trans>Your matches</Trans>} flush>
      {count === 0 ? (
        <EmptyState title={<Trans>You host no matches yet.</Trans>} description={<Trans>Open one above; players join from the match list.</Trans>} />
      ) : (
        <ul aria-label={t`Your matches`} className="divide-y divide-border">
          {children}
        </ul>
      )}
    </Card>
  );
}
