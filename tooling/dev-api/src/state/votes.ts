// Staking and voting: players stake XB on projects; a stake earns the project's yearly rate by the
// second (kept exactly as a scaled fraction, paid in whole XB cents); projects rank by total stake.
import { assetPath } from "../assets";
import { DEV_CODES, fail } from "../envelope";
import { YIELD_SCALE, decimalsOf, floorMicro, scaledYield } from "./earn-money";
import { toMicro } from "./money";

export const VOTE_COIN = "XB";

export interface VoteProjectRecord {
  project_id: number;
  name: string;
  summary: string;
  description: string;
  icon: string;
  apr_micro: number;
  min_stake_micro: number;
}

export interface StakePosition {
  staked_micro: number;
  /** Earned and not yet received, times YIELD_SCALE. */
  accrued: bigint;
  /** When `accrued` was last brought up to date. */
  since: number;
}

const PROJECTS: readonly Omit<VoteProjectRecord, "icon" | "apr_micro" | "min_stake_micro">[] = [
  { project_id: 1, name: "Green Energy DAO", summary: "Solar panels for village schools", description: "Every quarter the DAO funds solar panels for the schools its voters pick." },
  { project_id: 2, name: "Pixel Pets", summary: "A pet game built by its players", description: "Players design the pets and vote on which ones hatch next season." },
  { project_id: 3, name: "Open Maps", summary: "Free maps of every city", description: "Volunteers map streets, shops and bus stops, and the maps stay free for everyone." },
  { project_id: 4, name: "Ocean Cleanup Crew", summary: "Beach clean-ups every weekend", description: "Local crews clean beaches and rivers; stakes pay for boats and bags." },
  { project_id: 5, name: "Indie Games Fund", summary: "Grants for small game studios", description: "Small studios pitch their games and the fund backs the ones voters like most." },
  { project_id: 6, name: "Code Academy", summary: "Free coding lessons", description: "Evening classes that teach teenagers to build apps and games." },
  { project_id: 7, name: "Music Commons", summary: "Free music for creators", description: "Musicians publish tracks anyone may use in their videos and games." },
  { project_id: 8, name: "Street Food Map", summary: "The best stalls, rated by locals", description: "Locals rate street food stalls so visitors find the good ones." },
];

const APRS = ["36.5", "18.25", "24", "12", "30", "9.5", "15", "20"];

export class VoteStore {
  readonly projects: VoteProjectRecord[];
  /** project → player → position. */
  private readonly positions = new Map<number, Map<number, StakePosition>>();
  /** Rewards received per player, in micro XB. */
  readonly received = new Map<number, number>();

  constructor(private readonly nowSeconds: () => number) {
    this.projects = PROJECTS.map((project, index) => ({
      ...project,
      icon: assetPath("projects", project.project_id),
      apr_micro: toMicro(APRS[index] ?? "10"),
      min_stake_micro: toMicro(100),
    }));
  }

  project(projectId: number): VoteProjectRecord {
    return this.projects.find((project) => project.project_id === projectId) ?? fail(DEV_CODES.NOT_FOUND, "This project does not exist");
  }

  private holders(projectId: number): Map<number, StakePosition> {
    let holders = this.positions.get(projectId);
    if (!holders) {
      holders = new Map();
      this.positions.set(projectId, holders);
    }
    return holders;
  }

  /** The player's position, brought up to date (the reward earned until now added to `accrued`). */
  position(projectId: number, userId: number): StakePosition {
    const holders = this.holders(projectId);
    const now = this.nowSeconds();
    const position = holders.get(userId) ?? { staked_micro: 0, accrued: 0n, since: now };
    position.accrued += scaledYield(position.staked_micro, this.project(projectId).apr_micro, now - position.since);
    position.since = now;
    holders.set(userId, position);
    return position;
  }

  stakedBy(projectId: number, userId: number): number {
    return this.positions.get(projectId)?.get(userId)?.staked_micro ?? 0;
  }

  total(projectId: number): number {
    return [...(this.positions.get(projectId)?.values() ?? [])].reduce((sum, position) => sum + position.staked_micro, 0);
  }

  voters(projectId: number): number {
    return [...(this.positions.get(projectId)?.values() ?? [])].filter((position) => position.staked_micro > 0).length;
  }

  /** 1 = most staked; ties go to the lower id. */
  rank(projectId: number): number {
    const order = [...this.projects].sort((a, b) => this.total(b.project_id) - this.total(a.project_id) || a.project_id - b.project_id);
    return order.findIndex((project) => project.project_id === projectId) + 1;
  }

  /** Adds (or with a negative amount, removes) stake; the route moves the coins. */
  change(projectId: number, userId: number, deltaMicro: number): StakePosition {
    const position = this.position(projectId, userId);
    position.staked_micro += deltaMicro;
    return position;
  }

  /** Earned on this stake and not yet received, rounded down to whole XB cents. */
  pending(projectId: number, userId: number): number {
    return floorMicro(Number(this.position(projectId, userId).accrued / YIELD_SCALE), decimalsOf(VOTE_COIN));
  }

  /** Projects the player has (or had) a position in. */
  projectsOf(userId: number): VoteProjectRecord[] {
    return this.projects.filter((project) => this.positions.get(project.project_id)?.has(userId));
  }

  /** Takes every pending reward off the positions; the route pays it. */
  takeRewards(userId: number): number {
    let paid = 0;
    for (const project of this.projectsOf(userId)) {
      const pending = this.pending(project.project_id, userId);
      this.position(project.project_id, userId).accrued -= BigInt(pending) * YIELD_SCALE;
      paid += pending;
    }
    this.received.set(userId, (this.received.get(userId) ?? 0) + paid);
    return paid;
  }

  /** A position as it stood `daysAgo` days before now (seeding). */
  seed(projectId: number, userId: number, stakedMicro: number, since: number): void {
    this.holders(projectId).set(userId, { staked_micro: stakedMicro, accrued: 0n, since });
  }
}

/** Stakes of 20 other players, and the seeded player's opening stake of 2,000 XB on Open Maps ten days ago. */
export function seedVotes(store: VoteStore, now: number, player: number, others: readonly number[]): void {
  others.slice(0, 20).forEach((userId, index) => {
    const projectId = (index % store.projects.length) + 1;
    store.seed(projectId, userId, toMicro(500 + ((index * 377) % 4_000)), now - (index + 1) * 86_400);
  });
  store.seed(3, player, toMicro(2_000), now - 10 * 86_400);
}
