// The earn areas' state (issue 15): prize pools, stakes, invest holdings, rewards, lucky-code draws
// and the newbie activity's counters, seeded from the same clock and people as the rest.
import type { TaskItem } from "@repo/api-client/endpoints/task";
import { createInvestRecords } from "./invest";
import { seedDraws } from "./lucky-codes";
import { createEarnActivity } from "./newbie";
import { seedPools } from "./pools";
import { RewardStore, seedRewards } from "./rewards";
import { VoteStore, seedVotes } from "./votes";

export interface EarnPeople {
  /** The seeded player. */
  player: number;
  /** The other seeded players, who hold shares, stakes and codes. */
  others: readonly number[];
  tasks: readonly TaskItem[];
}

export function createEarnState(nowSeconds: () => number, people: EarnPeople) {
  const now = nowSeconds();
  const votes = new VoteStore(nowSeconds);
  seedVotes(votes, now, people.player, people.others);
  const rewards = new RewardStore(nowSeconds);
  seedRewards(rewards, people.player, now);
  return {
    pools: seedPools(now, people),
    votes,
    invest: createInvestRecords(now, people.player),
    rewards,
    draws: seedDraws(now, people.player, people.others),
    activity: createEarnActivity(),
  };
}

export type EarnState = ReturnType<typeof createEarnState>;
