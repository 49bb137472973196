// The rewards ready to claim, each with its claim button; `claims` wraps the list with the claim itself
// (RewardClaims, or its part loaded after start), `expiry` draws a reward's countdown. No client code of
// its own: rendered on the server (the page's read for the player) and in the browser (RewardRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ClaimableReward } from "@repo/api-client/endpoints/activity";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { List } from "@repo/ui/list";
import type { ReactNode } from "react";
import { RewardRow } from "./RewardRow";

interface ClaimableViewProps {
  locale: Locale;
  /** Undefined while they load. */
  rewards: readonly ClaimableReward[] | undefined;
  claims: (list: ReactNode) => ReactNode;
  expiry: (expiresAt: number) => ReactNode;
}

export function ClaimableView({ locale, rewards, claims, expiry }: ClaimableViewProps) {
  const { t } = useLingui();
  return (
    <Card flush title={t`Ready to claim`}>
      {claims(
        <List
          label={t`Ready to claim`}
          loading={!rewards}
          empty={<EmptyState title={<Trans>Nothing to claim right now.</Trans>} description={<Trans>See how to earn rewards below.</Trans>} />}
        >
          {rewards?.map((reward) => <RewardRow key={reward.reward_id} locale={locale} reward={reward} expiry={expiry} />)}
        </List>,
      )}
    </Card>
  );
}
