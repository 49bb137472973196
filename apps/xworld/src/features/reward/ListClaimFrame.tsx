// A claimable list with the outcome of its claims above it: the rows' claimer (RewardClaimContext), what
// arrived (`claimed`) and what went wrong, then the list (`children`). Used by the rewards list and the
// newbie week.
import { FormAlert } from "@repo/ui/form-alert";
import type { ReactNode } from "react";
import { ClaimOutcome } from "./ClaimOutcome";
import { RewardClaimContext, type RewardClaimer } from "./reward-claim-context";

export interface ListClaimFrameProps {
  claimer: RewardClaimer;
  claimed: ReactNode;
  error: ReactNode;
  children: ReactNode;
}

export function ListClaimFrame({ claimer, claimed, error, children }: ListClaimFrameProps) {
  return (
    <RewardClaimContext.Provider value={claimer}>
      <ClaimOutcome>
        {claimed}
        <FormAlert>{error}</FormAlert>
      </ClaimOutcome>
      {children}
    </RewardClaimContext.Provider>
  );
}
