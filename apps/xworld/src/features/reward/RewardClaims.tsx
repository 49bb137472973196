"use client";
// The claim of the rewards list (`children`, use-list-claim.ts: one reward at a time and once per tap);
// what arrived and the new balance stay above the list after the row has left it. `RewardClaims` with
// the work in the route's code (the browser's read of the page); RewardClaimsPart loads it after start.
import { Trans } from "@lingui/react/macro";
import { activityEndpoints } from "@repo/api-client/endpoints/activity";
import { type ClaimWorkProps, claimableList, useReportClaimState } from "./ClaimableList";
import { ClaimOutcome } from "./ClaimOutcome";
import { type Claimed, useListClaim } from "./use-list-claim";

/** The claim itself, and its outcome in the slot above the list. */
export function RewardClaimWork({ locale, refreshPage, onState }: ClaimWorkProps) {
  const { claimer, claimed, action } = useListClaim(activityEndpoints.claimReward, (id) => ({ reward_id: id }), { locale, refreshPage });
  useReportClaimState(onState, claimer);
  return <ClaimOutcome claimed={claimed ? <ClaimedLine {...claimed} /> : null} error={action.error} />;
}

export const RewardClaims = claimableList(RewardClaimWork);

function ClaimedLine({ title, amount, coin, balance }: Claimed) {
  return (
    <p role="status" className="rounded-12 bg-surface-sunken px-12 py-10 text-14 font-semibold text-success">
      <Trans>
        {title}: +{amount} {coin} claimed. Your {coin} balance is now {balance}.
      </Trans>
    </p>
  );
}
