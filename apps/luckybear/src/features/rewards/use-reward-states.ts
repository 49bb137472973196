// The player's state on each rewards screen, for the hub: one short line per entry.
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import type { RewardsFirst } from "./load-rewards";

export type RewardKey = "spin" | "lottery" | "prizes" | "champions" | "vip";

/** null while loading; "error" when the call failed; otherwise the numbers the hub line needs. */
export type RewardState<T> = T | null | "error";

export function stateOf<T, R>(query: { data?: T; isError: boolean }, pick: (data: T) => R): RewardState<R> {
  if (query.isError) return "error";
  return query.data === undefined ? null : pick(query.data);
}

/** For a player; `server`: the page's server read for them (`usePlayerFirst`). */
export function useRewardStates(server: PlayerAnswers<RewardsFirst>) {
  const spin = useApiQuery(luckyBearRewardEndpoints.luckySpinConf, {}, server.answer(server.data?.spin));
  const lottery = useApiQuery(luckyBearRewardEndpoints.freeLotteryChance, {}, server.answer(server.data?.lottery));
  const prizes = useApiQuery(luckyBearRewardEndpoints.rtPrizeConf, {}, server.answer(server.data?.prizes));
  const champs = useApiQuery(luckyBearRewardEndpoints.champList, {}, server.answer(server.data?.champs));
  const vip = useApiQuery(luckyBearRewardEndpoints.vipProfile, {}, server.answer(server.data?.vip));
  return {
    spin: stateOf(spin, (data) => data.chances),
    lottery: stateOf(lottery, (data) => data.chances),
    prizes: stateOf(prizes, (data) => data.prizes.filter((prize) => prize.receivable).length),
    champions: stateOf(champs, (data) => data.list.filter((champ) => champ.status === "running").length),
    vip: stateOf(vip, (data) => ({ level: data.vip_level, receivable: data.rewards.filter((reward) => reward.receivable).length })),
  };
}
