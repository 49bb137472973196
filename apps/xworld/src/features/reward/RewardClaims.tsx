"use client";
// The claim of the rewards list (`children`, use-list-claim.ts: one reward at a time and once per tap);
// what arrived and the new balance stay above the list after the row has left it.
import { Trans } from "@lingui/react/macro";
import { activityEndpoints } from "@repo/api-client/endpoints/activity";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { ListClaimFrame } from "./ListClaimFrame";
import { type Claimed, useListClaim } from "./use-list-claim";

export function RewardClaims({ locale, refreshPage = false, children }: { locale: Locale; refreshPage?: boolean; children: ReactNode }) {
  const { claimer, claimed, action } = useListClaim(activityEndpoints.claimReward, (id) => ({ reward_id: id }), { locale, refreshPage });
  return (
    <ListClaimFrame claimer={claimer} claimed={claimed ? <ClaimedLine {...claimed} /> : null} error={action.error}>
      {children}
    </ListClaimFrame>
  );
}

function ClaimedLine({ title, amount, coin, balance }: Claimed) {
  return (
    <p role="status" className="rounded-12 bg-surface-sunken px-12 py-10 text-14 font-semibold text-success">
      <Trans>
        {title}: +{amount} {coin} claimed. Your {coin} balance is now {balance}.
      </Trans>
    </p>
  );
}
