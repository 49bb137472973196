// What a reward row's claim button asks of the list's claim (RewardClaims): the claim is the list's, so
// one claim runs at a time and its outcome outlives the row. Null until RewardClaims has loaded.
import { createContext } from "react";

export interface RewardClaimer {
  claim: (reward: { rewardId: number; title: string }) => void;
  /** The reward whose claim is on its way (and, on the server page, whose page is being rendered again). */
  pendingId: number | null;
}

export const RewardClaimContext = createContext<RewardClaimer | null>(null);
