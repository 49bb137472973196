"use client";
// The claim of the newbie tasks list (`children`, the reward page's use-list-claim.ts: one task at a time
// and once per tap); what arrived and the new balance stay above the list. A claim answered with
// ERROR_OUTOF_NEWBIE says the week is over in the list's place (on the server-rendered page, rendered
// again, it says so). `NewbieClaims` with the work in the route's code (the browser's read of the page);
// NewbieClaimsPart loads it after start.
import { Trans } from "@lingui/react/macro";
import { activityEndpoints } from "@repo/api-client/endpoints/activity";
import { isOutOfNewbie } from "@repo/api-client/errors";
import { useEffect } from "react";
import { type ClaimWorkProps, claimableList, useReportClaimState } from "../reward/ClaimableList";
import { ClaimOutcome } from "../reward/ClaimOutcome";
import { type Claimed, useListClaim } from "../reward/use-list-claim";
import { NewbieWeekOver } from "./NewbieWeekOver";

/** The claim itself, and its outcome in the slot above the list (or, once the week is over, that). */
export function NewbieClaimWork({ locale, refreshPage, onState }: ClaimWorkProps) {
  const { claimer, claimed, action, renderAgain } = useListClaim(activityEndpoints.claimNewbieReward, (id) => ({ task_id: id }), { locale, refreshPage });
  const weekOver = isOutOfNewbie(action.failure);
  useReportClaimState(onState, claimer, !weekOver);
  useEffect(() => {
    if (weekOver && refreshPage) renderAgain();
  }, [weekOver, refreshPage, renderAgain]);

  if (weekOver) return <NewbieWeekOver locale={locale} />;
  return <ClaimOutcome claimed={claimed ? <ClaimedLine {...claimed} /> : null} error={action.error} />;
}

export const NewbieClaims = claimableList(NewbieClaimWork);

function ClaimedLine({ amount, coin, balance }: Omit<Claimed, "title">) {
  return (
    <p role="status" className="text-14 font-semibold text-success">
      <Trans>
        +{amount} {coin} claimed. Your {coin} balance is now {balance}.
      </Trans>
    </p>
  );
}
