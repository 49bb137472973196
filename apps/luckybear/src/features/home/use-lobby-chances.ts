// The player's own numbers on the lobby's reward entries, read on the client (the lobby itself is
// rendered on the server for everyone): spins left, today's free draw, the VIP level.
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import { type RewardState, stateOf } from "../rewards/reward-states";

export interface LobbyChances {
  spins: RewardState<number>;
  /** null while loading; the next free draw's time (unix seconds) once drawn today, "ready" before. */
  lottery: RewardState<{ ready: true } | { ready: false; nextAt: number | null }>;
  vip: RewardState<number>;
}

export function useLobbyChances(enabled: boolean): LobbyChances {
  const spin = useApiQuery(luckyBearRewardEndpoints.luckySpinConf, {}, { enabled });
  const lottery = useApiQuery(luckyBearRewardEndpoints.freeLotteryChance, {}, { enabled });
  const vip = useApiQuery(luckyBearRewardEndpoints.vipProfile, {}, { enabled });
  return {
    spins: stateOf(spin, (data) => data.chances),
    lottery: stateOf(lottery, (data) => (data.chances > 0 ? { ready: true as const } : { ready: false as const, nextAt: data.next_free_at })),
    vip: stateOf(vip, (data) => data.vip_level),
  };
}
