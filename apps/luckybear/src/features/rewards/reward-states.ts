// The player's state on each rewards screen, for the hub: one short line per entry, from the five reads
// (the server's answers or the browser's queries, use-reward-states.ts).
import type { RewardsFirst } from "./load-rewards";

/** null while loading; "error" when the call failed; otherwise the numbers the hub line needs. */
export type RewardState<T> = T | null | "error";

export function stateOf<T, R>(query: { data?: T; isError: boolean }, pick: (data: T) => R): RewardState<R> {
  if (query.isError) return "error";
  return query.data === undefined ? null : pick(query.data);
}

type Reads = { [K in keyof RewardsFirst]: { data?: NonNullable<RewardsFirst[K]>; isError: boolean } };

/** Each entry's line from the five reads, as the browser's queries or the server's answers have them. */
export function rewardStatesOf(reads: Reads) {
  return {
    spin: stateOf(reads.spin, (data) => data.chances),
    lottery: stateOf(reads.lottery, (data) => data.chances),
    prizes: stateOf(reads.prizes, (data) => data.prizes.filter((prize) => prize.receivable).length),
    champions: stateOf(reads.champs, (data) => data.list.filter((champ) => champ.status === "running").length),
    vip: stateOf(reads.vip, (data) => ({ level: data.vip_level, receivable: data.rewards.filter((reward) => reward.receivable).length })),
  };
}

export type RewardStates = ReturnType<typeof rewardStatesOf>;

/** Every line still loading (the hub's skeleton). */
export const LOADING_REWARD_STATES: RewardStates = { spin: null, lottery: null, prizes: null, champions: null, vip: null };

/** The five reads the server made for the player, when every one of them answered; else null (the browser reads). */
export function serverRewardStates(first: RewardsFirst): RewardStates | null {
  const { spin, lottery, prizes, champs, vip } = first;
  if (!spin || !lottery || !prizes || !champs || !vip) return null;
  const answered = <T,>(data: T) => ({ data, isError: false });
  return rewardStatesOf({ spin: answered(spin), lottery: answered(lottery), prizes: answered(prizes), champs: answered(champs), vip: answered(vip) });
}
