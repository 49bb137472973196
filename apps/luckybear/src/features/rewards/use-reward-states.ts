// The player's state on each rewards screen, for the hub: one short line per entry.
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";
import { useApiQuery } from "@repo/api-client/react";

export type RewardKey = "spin" | "lottery" | "prizes" | "champions" | "vip";

/** null while loading; "error" when the call failed; otherwise the numbers the hub line needs. */
export type RewardState<T> = T | null | "error";

export function stateOf<T, R>(query: { data?: T; isError: boolean }, pick: (data: T) => R): RewardState<R> {
  if (query.isError) return "error";
  return query.data === undefined ? null : pick(query.data);
}

export function useRewardStates(enabled: boolean) {
  const spin = useApiQuery(lb.luckySpinConf, {}, { enabled });
  const lottery = useApiQuery(lb.freeLotteryChance, {}, { enabled });
  const prizes = useApiQuery(lb.rtPrizeConf, {}, { enabled });
  const champs = useApiQuery(lb.champList, {}, { enabled });
  const vip = useApiQuery(lb.vipProfile, {}, { enabled });
  return {
    spin: stateOf(spin, (data) => data.chances),
    lottery: stateOf(lottery, (data) => data.chances),
    prizes: stateOf(prizes, (data) => data.prizes.filter((prize) => prize.receivable).length),
    champions: stateOf(champs, (data) => data.list.filter((champ) => champ.status === "running").length),
    vip: stateOf(vip, (data) => ({ level: data.vip_level, receivable: data.rewards.filter((reward) => reward.receivable).length })),
  };
}
