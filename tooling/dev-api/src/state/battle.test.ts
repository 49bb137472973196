import { describe, expect, it } from "vitest";
import { DevFailure } from "../envelope";
import { BATTLE_ENTRY_FEE, BATTLE_GUARANTEED_POOL, BATTLE_MAX_ENTRIES, BattleStore, poolOf, prizeFor, rankStandings, runScore } from "./battle";
import { toMicro } from "./money";
import { WalletStore } from "./wallet";

const DAY = 86_400;
const PLAYER = 10001;
const RIVALS = [10002, 10003, 10004, 10005, 10006, 10007, 10008, 10009];

function setup() {
  let now = 20_000 * DAY + 3_600;
  const wallet = new WalletStore(() => now * 1000);
  wallet.change(PLAYER, "WH", toMicro(100), "seed");
  const battles = new BattleStore(7, wallet, () => RIVALS, () => now);
  return { wallet, battles, advance: (seconds: number) => (now += seconds) };
}

describe("ranking", () => {
  it("ranks the best score first, then whoever reached it first, then the lower id", () => {
    const base = { entries: 1, fees_micro: 0, final_rank: null, prize_micro: null };
    const ranked = rankStandings([
      { ...base, user_id: 3, best: 500, best_at: 10 },
      { ...base, user_id: 2, best: 900, best_at: 30 },
      { ...base, user_id: 1, best: 500, best_at: 10 },
      { ...base, user_id: 4, best: 500, best_at: 5 },
    ]);
    expect(ranked.map((standing) => standing.user_id)).toEqual([2, 4, 1, 3]);
  });

  it("scores each run from the seed, the player, the battle and the run", () => {
    expect(runScore(7, PLAYER, 20_000, 1)).toBe(runScore(7, PLAYER, 20_000, 1));
    const scores = new Set(Array.from({ length: 5 }, (_, run) => runScore(7, PLAYER, 20_000, run + 1)));
    expect(scores.size).toBeGreaterThan(1);
  });
});

describe("a day's battle", () => {
  it("takes the fee per run, keeps the best, and stops after the last entry", () => {
    const { wallet, battles } = setup();
    const id = battles.currentId();
    let best = 0;
    for (let run = 1; run <= BATTLE_MAX_ENTRIES; run += 1) {
      const { standing, score, isBest } = battles.enter(id, PLAYER);
      expect(isBest).toBe(score > best);
      best = Math.max(best, score);
      expect(standing.best).toBe(best);
    }
    expect(wallet.balance(PLAYER, "WH")).toBe(toMicro(100) - BATTLE_MAX_ENTRIES * BATTLE_ENTRY_FEE);
    expect(() => battles.enter(id, PLAYER)).toThrow(DevFailure);
    expect(wallet.balance(PLAYER, "WH")).toBe(toMicro(50));
  });

  it("grows the pool by the share of every fee and splits it 50/30/20", () => {
    const { battles } = setup();
    const battle = battles.get(battles.currentId());
    const feesBefore = [...battle.standings.values()].reduce((sum, standing) => sum + standing.fees_micro, 0);
    expect(poolOf(battle)).toBe(BATTLE_GUARANTEED_POOL + (feesBefore * 9) / 10);
    battles.enter(battle.battle_id, PLAYER);
    expect(poolOf(battle)).toBe(BATTLE_GUARANTEED_POOL + ((feesBefore + BATTLE_ENTRY_FEE) * 9) / 10);
    expect(prizeFor(toMicro(1000), 1) + prizeFor(toMicro(1000), 2) + prizeFor(toMicro(1000), 3)).toBe(toMicro(1000));
    expect(prizeFor(toMicro(1000), 4)).toBe(0);
  });

  it("settles once when the day ends: final ranks, the top three paid, no entries after", () => {
    const { wallet, battles, advance } = setup();
    const id = battles.currentId();
    battles.enter(id, PLAYER);
    const battle = battles.get(id);
    const pool = poolOf(battle);
    const top = battles.ranking(battle).slice(0, 3).map((standing) => standing.user_id);
    const before = top.map((user) => wallet.balance(user, "WH"));

    advance(DAY);
    battles.settleDue();
    battles.settleDue();
    battles.get(id);
    expect(battle.settled).toBe(true);
    expect(top.map((user, index) => wallet.balance(user, "WH") - (before[index] ?? 0))).toEqual([1, 2, 3].map((rank) => prizeFor(pool, rank)));
    const ranks = battles.ranking(battle).map((standing) => standing.final_rank);
    expect(ranks).toEqual(ranks.map((_, index) => index + 1));
    expect(() => battles.enter(id, PLAYER)).toThrow(DevFailure);
    expect(battles.currentId()).toBe(id + 1);
  });
});
