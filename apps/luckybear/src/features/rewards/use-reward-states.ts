// The browser's five reads of the rewards hub, for a player the server did not read for.
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import { rewardStatesOf, type RewardStates } from "./reward-states";

/** The browser's reads for the signed-in player. */
export function useRewardStates(): RewardStates {
  const spin = useApiQuery(luckyBearRewardEndpoints.luckySpinConf, {});
  const lottery = useApiQuery(luckyBearRewardEndpoints.freeLotteryChance, {});
  const prizes = useApiQuery(luckyBearRewardEndpoints.rtPrizeConf, {});
  const champs = useApiQuery(luckyBearRewardEndpoints.champList, {});
  const vip = useApiQuery(luckyBearRewardEndpoints.vipProfile, {});
  return rewardStatesOf({ spin, lottery, prizes, champs, vip });
}
