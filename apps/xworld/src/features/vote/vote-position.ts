/** What the player has approved and staked on a project, and their balance of the vote coin. */
export interface VotePosition {
  allowance: string;
  staked: string;
  balance: string;
}
