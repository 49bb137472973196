// Staking rules the screens apply before anything is sent: which steps a stake needs (the wallet's
// approval first when the allowance is short) and a project's part of everything staked.
import { fromUnits, mulDiv, unitsOf } from "@repo/app-shell/money/units";

/** The coin of the vote contract (the wallet's xbvote_approve / xbvote_query are its calls). */
export const VOTE_COIN = "XB";

export type StakeStep = "approve" | "stake";

/** A stake uses the allowance up: approve the amount first when the allowance is smaller. */
export function stakeSteps(allowance: string, amountUnits: bigint): StakeStep[] {
  return unitsOf(allowance) >= amountUnits ? ["stake"] : ["approve", "stake"];
}

/** A project's part of all stakes in percent, two decimals rounded down ("12.5"); "0" when nothing is staked. */
export function voteShare(projectTotal: string, allTotal: string): string {
  const all = unitsOf(allTotal);
  if (all <= 0n) return "0";
  const basisPoints = mulDiv(unitsOf(projectTotal), 10_000n, all);
  return fromUnits(basisPoints * 10_000n);
}

/** Stake after a change, never below zero ("2000" − "500" → "1500"). */
export function stakeAfter(staked: string, deltaUnits: bigint): string {
  const next = unitsOf(staked) + deltaUnits;
  return fromUnits(next < 0n ? 0n : next);
}
