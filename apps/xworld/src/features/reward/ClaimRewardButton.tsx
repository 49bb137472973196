"use client";
// A reward row's claim button: the list's claim does the work (RewardClaims); until that has loaded the
// button shows as it will, not yet pressable.
import { Button } from "@repo/ui/button";
import type { ReactNode } from "react";
import { RewardClaimContext } from "./reward-claim-context";

/** `label`: the button's accessible name ("Claim 50.00 KC: Daily check-in bonus"); `children`: what it reads. */
export function ClaimRewardButton({ rewardId, title, label, children }: { rewardId: number; title: string; label: string; children: ReactNode }) {
  const ready = RewardClaimContext.useSelect((claimer) => claimer !== null);
  const pending = RewardClaimContext.useSelect((claimer) => claimer?.pendingId === rewardId);
  const claimer = RewardClaimContext.useCurrent();
  return (
    <Button size="sm" disabled={!ready} loading={pending} onClick={() => claimer()?.claim({ rewardId, title })} aria-label={label}>
      {children}
    </Button>
  );
}
