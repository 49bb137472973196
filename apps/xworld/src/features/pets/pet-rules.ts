// Pure rules of the pet screens: what a pet can do now (feed, level up, hunt) and why not, and the
// pet game's odds at a pet's level, whose pet may hunt.
import type { PetConfig } from "@repo/api-client/endpoints/pet";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import { fromUnits, unitsOf } from "@repo/app-shell/money/units";
import { percentsOf } from "../collection/collectible-rules";

/** Pets a page of my_pets, on the server's first read and in the browser's list alike. */
export const PETS_PAGE_SIZE = 20;

export type FeedState = "ready" | "full" | "short" | "listed";
export type LevelUpState = "ready" | "top" | "needs_exp" | "short" | "listed";
export type HuntState = "ready" | "tired" | "listed";

export interface PetActions {
  feed: FeedState;
  levelUp: LevelUpState;
  hunt: HuntState;
}

/**
 * What each action would do for this pet, with `balance` of the pet coin (off-chain). A balance not yet
 * read (undefined) makes nothing short: the server, which knows it, refuses what it cannot cover.
 */
export function petActions(pet: Collectible, config: Pick<PetConfig, "feed_cost" | "hunt_energy">, balance: string | undefined): PetActions {
  const stats = pet.pet;
  const listed = pet.listing_id !== null;
  const short = (cost: string) => balance !== undefined && unitsOf(balance) < unitsOf(cost);
  if (!stats) return { feed: "full", levelUp: "top", hunt: "tired" };
  const feed: FeedState = listed ? "listed" : stats.energy >= stats.max_energy ? "full" : short(config.feed_cost) ? "short" : "ready";
  const levelUp: LevelUpState = listed
    ? "listed"
    : stats.level_up_cost === null || pet.level >= stats.max_level
      ? "top"
      : stats.exp < stats.exp_to_next
        ? "needs_exp"
        : short(stats.level_up_cost)
          ? "short"
          : "ready";
  const hunt: HuntState = listed ? "listed" : stats.energy < config.hunt_energy ? "tired" : "ready";
  return { feed, levelUp, hunt };
}

/** Hunts the pet's energy allows now. */
export function huntsLeft(pet: Collectible, huntEnergy: number): number {
  return pet.pet && huntEnergy > 0 ? Math.floor(pet.pet.energy / huntEnergy) : 0;
}

export interface HuntOdd {
  /** What a spot holds at this level (the table's amount × level). */
  amount: string;
  percent: string;
}

/** The hunt table at a pet's level: each find with its chance. Equal finds are merged. */
export function huntOdds(table: PetConfig["hunt_table"], level: number): HuntOdd[] {
  const factor = BigInt(Math.max(1, Math.trunc(level)));
  const merged = new Map<string, number>();
  for (const row of table) {
    const amount = fromUnits(unitsOf(row.amount) * factor);
    merged.set(amount, (merged.get(amount) ?? 0) + row.weight);
  }
  const rows = [...merged.entries()].map(([amount, weight]) => ({ amount, weight }));
  const percents = percentsOf(rows);
  return rows.map((row, index) => ({ amount: row.amount, percent: percents[index] ?? "0.00" }));
}

/**
 * What a hunt finds on average at a level: the table's amounts weighted by their chances, times the
 * level, rounded down to the last unit (10^-6).
 */
export function averageFind(table: PetConfig["hunt_table"], level: number): string {
  const totalWeight = table.reduce((sum, row) => sum + Math.max(0, Math.round(row.weight)), 0);
  if (totalWeight === 0) return "0";
  const weighted = table.reduce((sum, row) => sum + unitsOf(row.amount) * BigInt(Math.max(0, Math.round(row.weight))), 0n);
  return fromUnits((weighted * BigInt(Math.max(1, Math.trunc(level)))) / BigInt(totalWeight));
}

/** The player's pets a hunt is picked from (one page of 50). */
export const PICK_PAGE = { page: 1, page_size: 50 } as const;

/** A pet the player owns: only those hunt. */
export function isOwnPet(item: Pick<Collectible, "pet" | "owner">, userId: number | null): boolean {
  return Boolean(item.pet) && userId !== null && item.owner?.user_id === userId;
}
