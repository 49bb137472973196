// Daily battles: one per UTC day (its id is the day number). A player pays the entry fee for each run
// (at most MAX_ENTRIES), every run scores from a PRNG of (seed, player, battle, run), the best run
// ranks, and once the day is over the top three share the pool, paid once.
import { DEV_CODES, fail } from "../envelope";
import { createRandom } from "../prng";
import { floorToCoin, mulBps } from "./compete-math";
import { toMicro } from "./money";
import { userRandom } from "./per-user";
import type { WalletStore } from "./wallet";

export const BATTLE_COIN = "WH";
export const BATTLE_ENTRY_FEE = toMicro(10);
export const BATTLE_GUARANTEED_POOL = toMicro(500);
/** The share of every entry fee that goes into the pool (the house keeps the rest). */
export const BATTLE_POOL_SHARE_BPS = 9_000;
export const BATTLE_MAX_ENTRIES = 5;
/** Prize shares of the pool by rank. */
export const BATTLE_PRIZE_SHARES = [5_000, 3_000, 2_000] as const;
const DAY = 86_400;

export interface BattleStanding {
  user_id: number;
  entries: number;
  fees_micro: number;
  best: number;
  /** When the best run was made (ties rank the earlier best first). */
  best_at: number;
  final_rank: number | null;
  prize_micro: number | null;
}

export interface BattleRecord {
  battle_id: number;
  starts_at: number;
  ends_at: number;
  standings: Map<number, BattleStanding>;
  settled: boolean;
}

/** The run score of a player's n-th entry (800 to 9 999). */
export function runScore(seed: number, userId: number, battleId: number, entry: number): number {
  return userRandom(seed ^ Math.imul(battleId, 97), userId, 7_000 + entry).int(800, 9_999);
}

/** Best score first; on a tie, whoever reached it first; then the lower user id. */
export function rankStandings(standings: Iterable<BattleStanding>): BattleStanding[] {
  return [...standings].sort((a, b) => b.best - a.best || a.best_at - b.best_at || a.user_id - b.user_id);
}

export function poolOf(battle: BattleRecord): number {
  const fees = [...battle.standings.values()].reduce((sum, standing) => sum + standing.fees_micro, 0);
  return BATTLE_GUARANTEED_POOL + mulBps(fees, BATTLE_POOL_SHARE_BPS);
}

export function prizeFor(pool: number, rank: number): number {
  const share = BATTLE_PRIZE_SHARES[rank - 1];
  return share === undefined ? 0 : floorToCoin(mulBps(pool, share), BATTLE_COIN);
}

export class BattleStore {
  private readonly battles = new Map<number, BattleRecord>();

  constructor(
    private readonly seed: number,
    private readonly wallet: WalletStore,
    /** Players who have entered each battle before the caller (seeded rivals). */
    private readonly rivals: () => readonly number[],
    private readonly now: () => number,
  ) {}

  currentId(): number {
    return Math.floor(this.now() / DAY);
  }

  /** The battle of that day, with its seeded rivals; pays out every battle that has ended. */
  get(battleId: number): BattleRecord {
    this.settleDue();
    const existing = this.battles.get(battleId);
    if (existing) return existing;
    if (battleId > this.currentId()) fail(DEV_CODES.NOT_FOUND, "This battle has not started");
    const battle: BattleRecord = { battle_id: battleId, starts_at: battleId * DAY, ends_at: (battleId + 1) * DAY, standings: new Map(), settled: false };
    this.seedRivals(battle);
    this.battles.set(battleId, battle);
    this.settleDue();
    return battle;
  }

  /** Pays the fee and plays one run. */
  enter(battleId: number, userId: number): { standing: BattleStanding; score: number; isBest: boolean } {
    const battle = this.get(battleId);
    if (battleId !== this.currentId() || battle.settled) fail(DEV_CODES.NOT_AVAILABLE, "This battle is over");
    const standing = battle.standings.get(userId) ?? { user_id: userId, entries: 0, fees_micro: 0, best: 0, best_at: 0, final_rank: null, prize_micro: null };
    if (standing.entries >= BATTLE_MAX_ENTRIES) fail(DEV_CODES.ALREADY_DONE, "You have no entries left in this battle");
    this.wallet.change(userId, BATTLE_COIN, -BATTLE_ENTRY_FEE, "battle_entry", `Battle #${battleId}`);
    standing.entries += 1;
    standing.fees_micro += BATTLE_ENTRY_FEE;
    const score = runScore(this.seed, userId, battleId, standing.entries);
    const isBest = score > standing.best;
    if (isBest) {
      standing.best = score;
      standing.best_at = this.now();
    }
    battle.standings.set(userId, standing);
    return { standing, score, isBest };
  }

  ranking(battle: BattleRecord): BattleStanding[] {
    return rankStandings(battle.standings.values());
  }

  rankOf(battle: BattleRecord, userId: number): number | null {
    const index = this.ranking(battle).findIndex((standing) => standing.user_id === userId);
    return index < 0 ? null : index + 1;
  }

  /** Battles the player entered, newest first. */
  entered(userId: number): BattleRecord[] {
    this.settleDue();
    return [...this.battles.values()].filter((battle) => battle.standings.has(userId)).sort((a, b) => b.battle_id - a.battle_id);
  }

  /** Every ended battle is settled exactly once: final ranks are written and the top three paid. */
  settleDue(): void {
    const now = this.now();
    for (const battle of this.battles.values()) {
      if (battle.settled || battle.ends_at > now) continue;
      battle.settled = true;
      const pool = poolOf(battle);
      this.ranking(battle).forEach((standing, index) => {
        const rank = index + 1;
        const prize = prizeFor(pool, rank);
        standing.final_rank = rank;
        standing.prize_micro = prize > 0 ? prize : null;
        if (prize > 0) this.wallet.change(standing.user_id, BATTLE_COIN, prize, "battle_prize", `Battle #${battle.battle_id}, rank ${rank}`);
      });
    }
  }

  private seedRivals(battle: BattleRecord): void {
    const random = createRandom((this.seed ^ Math.imul(battle.battle_id, 2_246_822_519)) >>> 0);
    const rivals = this.rivals().filter(() => random.bool(0.5));
    for (const userId of rivals) {
      const entries = random.int(1, BATTLE_MAX_ENTRIES);
      battle.standings.set(userId, {
        user_id: userId,
        entries,
        fees_micro: entries * BATTLE_ENTRY_FEE,
        best: random.int(1_500, 9_500),
        best_at: battle.starts_at + random.int(60, 3_600),
        final_rank: null,
        prize_micro: null,
      });
    }
  }
}
