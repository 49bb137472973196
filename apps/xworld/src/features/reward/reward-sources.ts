// Where each kind of reward is earned: the guide's sections and the history's labels follow this list.
import type { RewardSource } from "@repo/api-client/endpoints/activity";

/** Spec: not shown — the reward sources. Choice: one per earn area, each with the page it is earned on. */
export const REWARD_SOURCE_PAGES: Readonly<Record<RewardSource, string>> = {
  daily: "/reward",
  invite: "/share",
  event: "/reward",
  pool: "/pool",
  vote: "/voteV2/mine",
  invest: "/invest/holdings",
  luckycode: "/luckycode/buy",
  newbie: "/activity/newbie",
};

export function isRewardSource(value: string): value is RewardSource {
  return Object.hasOwn(REWARD_SOURCE_PAGES, value);
}
