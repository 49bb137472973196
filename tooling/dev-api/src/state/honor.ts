// Honor: achievements count what a player did in the compete areas, read live from the other stores;
// a reached one is claimed once for its points and becomes a badge. Other players' points are seeded.
import { assetPath } from "../assets";
import { DEV_CODES, fail } from "../envelope";
import { createRandom } from "../prng";

/** What the achievements count, per player (read from the PvP, battle, bet, invite and partner stores). */
export interface HonorFacts {
  pvpJoined: number;
  pvpWon: number;
  battleEntries: number;
  battlePodiums: number;
  betsPlaced: number;
  betsWon: number;
  invited: number;
  partnerApproved: boolean;
}

export interface AchievementDef {
  id: string;
  title: string;
  how_to: string;
  goal: number;
  points: number;
  count: (facts: HonorFacts) => number;
}

// Spec: not shown — the achievements. Choice: two per compete area, English texts (the dev API
// answers in one language; a real backend would use the Language header).
export const ACHIEVEMENTS: readonly AchievementDef[] = [
  { id: "first_duel", title: "First duel", how_to: "Join a PvP match.", goal: 1, points: 10, count: (f) => f.pvpJoined },
  { id: "duel_winner", title: "Duel winner", how_to: "Win 3 PvP matches.", goal: 3, points: 50, count: (f) => f.pvpWon },
  { id: "battle_runner", title: "Battle runner", how_to: "Make 5 runs in daily battles.", goal: 5, points: 20, count: (f) => f.battleEntries },
  { id: "podium", title: "On the podium", how_to: "Finish a daily battle in the top 3.", goal: 1, points: 80, count: (f) => f.battlePodiums },
  { id: "bettor", title: "Bettor", how_to: "Place 10 bets on Tiger bet or Inbet.", goal: 10, points: 20, count: (f) => f.betsPlaced },
  { id: "lucky_hand", title: "Lucky hand", how_to: "Win 5 bets on Tiger bet or Inbet.", goal: 5, points: 40, count: (f) => f.betsWon },
  { id: "recruiter", title: "Recruiter", how_to: "Invite 5 friends who sign up.", goal: 5, points: 30, count: (f) => f.invited },
  { id: "partner", title: "Partner", how_to: "Become an approved partner.", goal: 1, points: 100, count: (f) => (f.partnerApproved ? 1 : 0) },
];

export const achievementIcon = (id: string) => assetPath("honor", id);

export function achievementById(id: string): AchievementDef {
  return ACHIEVEMENTS.find((candidate) => candidate.id === id) ?? fail(DEV_CODES.NOT_FOUND, "This achievement does not exist");
}

export class HonorStore {
  /** user → achievement → when it was claimed. */
  private readonly claims = new Map<number, Map<string, number>>();
  /** Points and badges of players whose history is seeded. */
  private readonly seeded = new Map<number, { points: number; badges: number }>();

  constructor(
    seed: number,
    others: readonly number[],
    private readonly now: () => number,
  ) {
    const random = createRandom((seed ^ 0x40_40) >>> 0);
    for (const userId of others) {
      if (random.bool(0.2)) continue;
      this.seeded.set(userId, { points: random.int(1, 40) * 10, badges: random.int(1, 6) });
    }
  }

  claimedAt(userId: number, id: string): number | null {
    return this.claims.get(userId)?.get(id) ?? null;
  }

  /** Claims a reached achievement once. */
  claim(userId: number, def: AchievementDef, facts: HonorFacts): number {
    if (this.claimedAt(userId, def.id) !== null) fail(DEV_CODES.ALREADY_DONE, "You have claimed this achievement already");
    if (def.count(facts) < def.goal) fail(DEV_CODES.NOT_AVAILABLE, "Reach the goal first");
    const claimedAt = this.now();
    const claims = this.claims.get(userId) ?? new Map<string, number>();
    claims.set(def.id, claimedAt);
    this.claims.set(userId, claims);
    return claimedAt;
  }

  points(userId: number): number {
    const own = [...(this.claims.get(userId)?.keys() ?? [])].reduce((sum, id) => sum + achievementById(id).points, 0);
    return own + (this.seeded.get(userId)?.points ?? 0);
  }

  badges(userId: number): number {
    return (this.claims.get(userId)?.size ?? 0) + (this.seeded.get(userId)?.badges ?? 0);
  }

  /** Everyone with points, most first (ties: the lower user id). */
  board(): { user_id: number; points: number; badges: number }[] {
    const users = new Set([...this.seeded.keys(), ...this.claims.keys()]);
    return [...users]
      .map((user_id) => ({ user_id, points: this.points(user_id), badges: this.badges(user_id) }))
      .filter((row) => row.points > 0)
      .sort((a, b) => b.points - a.points || a.user_id - b.user_id);
  }
}
