// What a reward row's claim button asks of the list's claim (RewardClaims): the claim is the list's, so
// one claim runs at a time and its outcome outlives the row. Null until RewardClaims has loaded. Each
// button selects its own part (ready, its own row busy), so a claim re-renders the row it changes.
import { createSelectableContext } from "@repo/ui/lib/selectable-context";

export interface RewardClaimer {
  claim: (reward: { rewardId: number; title: string }) => void;
  /** The reward whose claim is on its way (and, on the server page, whose page is being rendered again). */
  pendingId: number | null;
}

export const RewardClaimContext = createSelectableContext<RewardClaimer | null>(null);
