// Which moment a championship's countdown runs to: its start while upcoming, its end while running.
import type { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import type { ResponseOf } from "@repo/api-client/endpoint";

export type Champ = ResponseOf<typeof luckyBearRewardEndpoints.champList>["list"][number];

/** What the server fetched for the championships list (./load-champions.ts); null: the browser asks. */
export interface ChampionsFirst {
  champs: ResponseOf<typeof luckyBearRewardEndpoints.champList> | null;
}

/** Epoch milliseconds the countdown runs to, or null once ended. */
export function champCountdownTarget(champ: Pick<Champ, "status" | "start_at" | "end_at">): number | null {
  if (champ.status === "upcoming") return champ.start_at * 1000;
  if (champ.status === "running") return champ.end_at * 1000;
  return null;
}

export const CHAMP_ORDER: readonly Champ["status"][] = ["running", "upcoming", "ended"];

/** Running first, then upcoming, then ended. */
export function sortChamps(list: readonly Champ[]): Champ[] {
  return [...list].sort((a, b) => CHAMP_ORDER.indexOf(a.status) - CHAMP_ORDER.indexOf(b.status) || a.start_at - b.start_at);
}
